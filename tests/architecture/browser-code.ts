import ts from "typescript";

/**
 * Server-only values in code the browser runs. The Remix compiler replaces every `*.server` module with an empty
 * one in the browser build, so a value imported from one is `undefined` there: a route component that reads it
 * renders on the server and then breaks as soon as the page hydrates (that took "Pesanan Saya" down: its form's
 * zod schema lived in a `.server` service). This finds such reads without building or running anything.
 *
 * What the browser runs of a route module is what its browser exports reach (the component, the error
 * boundary, meta, links, handle, ...; `loader`, `action` and `headers` are dropped with everything only they
 * use); of any other module, everything. A read guarded by a presence test (`value ? value(...) : fallback`,
 * `value && value(...)`) is deliberate: the chrome and `fixedT` use the server's answer when there is one.
 */

/** The exports the Remix compiler keeps in a route's browser module. */
const BROWSER_EXPORTS = new Set([
  "default",
  "ErrorBoundary",
  "HydrateFallback",
  "Layout",
  "meta",
  "links",
  "handle",
  "shouldRevalidate",
  "clientLoader",
  "clientAction",
]);

const isServerSpecifier = (specifier: string) => /\.server(\/|$)/.test(specifier);

/** Route modules: the root, a file directly in app/routes/, or a route folder's route.tsx. */
export function isRouteModule(file: string): boolean {
  return file === "app/root.tsx" || /^app\/routes\/[^/]+\.tsx?$/.test(file) || /^app\/routes\/[^/]+\/route\.tsx?$/.test(file);
}

/** Whether the browser bundle can contain this file at all (server modules, tests and the Worker's code aside). */
export function isBrowserCandidate(file: string): boolean {
  return file.startsWith("app/") && !/\.server(\.tsx?$|\/)/.test(file) && !/\.test\.tsx?$/.test(file) && file !== "app/entry.server.tsx";
}

const hasExport = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
const hasDefault = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);

/** The value names a top-level statement declares (types declare none the browser runs). */
function declaredNames(statement: ts.Statement): string[] {
  if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) && statement.name) {
    return [statement.name.text];
  }
  if (ts.isVariableStatement(statement)) {
    const names: string[] = [];
    const collect = (name: ts.BindingName) => {
      if (ts.isIdentifier(name)) names.push(name.text);
      else for (const element of name.elements) if (!ts.isOmittedExpression(element)) collect(element.name);
    };
    for (const declaration of statement.declarationList.declarations) collect(declaration.name);
    return names;
  }
  return [];
}

/**
 * Each read of a server-only value in the browser's part of `file` ("app/routes/x.tsx: orderLookupSchema from
 * ~/services/orders.server"), given its source text.
 */
export function serverValuesInBrowserCode(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const route = isRouteModule(file);
  const serverValues = new Map<string, string>();
  const declarations = new Map<string, ts.Statement>();
  const roots: ts.Node[] = [];
  const found = new Set<string>();

  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
      const clause = statement.importClause;
      if (!isServerSpecifier(specifier) || !clause || clause.isTypeOnly) continue;
      if (clause.name) serverValues.set(clause.name.text, specifier);
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) serverValues.set(bindings.name.text, specifier);
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) if (!element.isTypeOnly) serverValues.set(element.name.text, specifier);
      }
      continue;
    }
    if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly || !statement.exportClause || !ts.isNamedExports(statement.exportClause)) continue;
      const specifier = statement.moduleSpecifier ? (statement.moduleSpecifier as ts.StringLiteral).text : null;
      for (const element of statement.exportClause.elements) {
        if (element.isTypeOnly || (route && !BROWSER_EXPORTS.has(element.name.text))) continue;
        if (specifier && isServerSpecifier(specifier)) found.add(`${file}: ${element.name.text} re-exported from ${specifier}`);
        else if (!specifier) roots.push(element.propertyName ?? element.name);
      }
      continue;
    }
    const names = declaredNames(statement);
    for (const name of names) declarations.set(name, statement);
    const exported = hasExport(statement);
    const browserExport = hasDefault(statement) || names.some((name) => BROWSER_EXPORTS.has(name));
    // Expressions run when the module loads; a non-route module's declarations may all be used by its importers.
    if (names.length === 0 || !route || (exported && browserExport)) {
      if (!ts.isInterfaceDeclaration(statement) && !ts.isTypeAliasDeclaration(statement)) roots.push(statement);
    }
    if (ts.isExportAssignment(statement)) roots.push(statement.expression);
  }

  const visited = new Set<ts.Node>();
  const queue = [...roots];
  const visit = (node: ts.Node): void => {
    if (ts.isTypeNode(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) return;
    // `value ? value(...) : fallback` and `value && value(...)`: only the fallback runs where value is absent.
    if (ts.isConditionalExpression(node) && ts.isIdentifier(node.condition) && serverValues.has(node.condition.text)) {
      return visit(node.whenFalse);
    }
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken &&
      ts.isIdentifier(node.left) &&
      serverValues.has(node.left.text)
    ) {
      return;
    }
    if (ts.isIdentifier(node) && !isPropertyName(node)) {
      const specifier = serverValues.get(node.text);
      if (specifier) found.add(`${file}: ${node.text} from ${specifier}`);
      const declaration = declarations.get(node.text);
      if (declaration && !visited.has(declaration)) queue.push(declaration);
    }
    ts.forEachChild(node, visit);
  };
  while (queue.length > 0) {
    const node = queue.shift()!;
    if (visited.has(node)) continue;
    visited.add(node);
    visit(node);
  }
  return [...found].sort();
}

/** An identifier that names a property (`a.name`, `{ name: ... }`, `<x name=...>`) rather than reading a value. */
function isPropertyName(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
    (ts.isPropertyAssignment(parent) && parent.name === node) ||
    (ts.isMethodDeclaration(parent) && parent.name === node) ||
    (ts.isPropertyDeclaration(parent) && parent.name === node) ||
    ts.isJsxAttribute(parent) ||
    (ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent)) ||
    (ts.isBindingElement(parent) && parent.propertyName === node)
  );
}
