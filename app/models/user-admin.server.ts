import { and, asc, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import {
  authority,
  businessType,
  businessUnit,
  userAuthority,
  users,
  warehouse,
  ROLES,
  USER_ROLE_KINDS,
  type LangKey,
  type Role,
  type UserRoleKind,
} from "~/db/schema";
import type { ListSort } from "~/utils/list-sort";
import { ANONYMOUS_LOGIN, type UserSortField } from "~/utils/user-list";
import { userAuditColumns, userColumns } from "./columns.server";
import { hotelScopeOf, hotelsInScope, setHotelScope } from "./staff-scope.server";

/** User administration (spec §2 "/pengguna"): the back-office's view of accounts. */

const SORT_COLUMNS = {
  id: users.id,
  login: users.login,
  email: users.email,
  createdDate: users.createdDate,
  lastModifiedBy: users.lastModifiedBy,
  lastModifiedDate: users.lastModifiedDate,
} as const;

const notAnonymous = ne(users.login, ANONYMOUS_LOGIN);

export interface UserListRow {
  id: number;
  login: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  activated: boolean;
  langKey: LangKey;
  createdBy: string;
  createdDate: number;
  lastModifiedBy: string | null;
  lastModifiedDate: number | null;
  authorities: Role[];
}

async function authoritiesOf(db: Db, userIds: number[]): Promise<Map<number, Role[]>> {
  const map = new Map<number, Role[]>();
  if (userIds.length === 0) return map;
  const rows = await db
    .select({ userId: userAuthority.userId, name: userAuthority.authorityName })
    .from(userAuthority)
    .where(inArray(userAuthority.userId, userIds))
    .orderBy(asc(userAuthority.authorityName));
  for (const row of rows) map.set(row.userId, [...(map.get(row.userId) ?? []), row.name]);
  return map;
}

export async function countListedUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(notAnonymous);
  return row.n;
}

/** One page of users in the asked order (id breaks ties so pages never overlap), anonymous hidden. */
export async function listUsers(
  db: Db,
  options: { offset: number; limit: number; sort: ListSort<UserSortField> },
): Promise<UserListRow[]> {
  const column = SORT_COLUMNS[options.sort.field];
  const order = options.sort.direction === "asc" ? asc(column) : desc(column);
  const rows = await db
    .select({ ...userColumns, ...userAuditColumns })
    .from(users)
    .where(notAnonymous)
    .orderBy(order, asc(users.id))
    .limit(options.limit)
    .offset(options.offset);
  const roles = await authoritiesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    createdDate: row.createdDate.getTime(),
    lastModifiedDate: row.lastModifiedDate?.getTime() ?? null,
    authorities: roles.get(row.id) ?? [],
  }));
}

export interface UserDetail extends UserListRow {
  roleUser: UserRoleKind | null;
  businessUnitId: number | null;
  warehouseId: number | null;
  businessTypeId: number | null;
  unit: string | null;
  gudang: string | null;
  jenisUsaha: string | null;
}

/** One user by login (case-insensitive), with the names of its unit, warehouse and business type. */
export async function findUserByLogin(db: Db, login: string): Promise<UserDetail | null> {
  const value = login.trim().toLowerCase();
  if (!value || value === ANONYMOUS_LOGIN) return null;
  const [row] = await db
    .select({
      ...userColumns,
      ...userAuditColumns,
      roleUser: users.roleUser,
      businessUnitId: users.businessUnitId,
      warehouseId: users.warehouseId,
      businessTypeId: users.businessTypeId,
      unit: businessUnit.nama,
      gudang: warehouse.nama,
      jenisUsaha: businessType.nama,
    })
    .from(users)
    .leftJoin(businessUnit, eq(businessUnit.id, users.businessUnitId))
    .leftJoin(warehouse, eq(warehouse.id, users.warehouseId))
    .leftJoin(businessType, eq(businessType.id, users.businessTypeId))
    .where(eq(users.login, value))
    .limit(1);
  if (!row) return null;
  const roles = await authoritiesOf(db, [row.id]);
  return {
    ...row,
    createdDate: row.createdDate.getTime(),
    lastModifiedDate: row.lastModifiedDate?.getTime() ?? null,
    authorities: roles.get(row.id) ?? [],
  };
}

/** Everything the user dialog offers: the 22 roles, the user kinds, and the unit/warehouse/business-type lists. */
export async function userFormChoices(db: Db) {
  return { roles: [...ROLES], kinds: [...USER_ROLE_KINDS], pickers: await userPickerOptions(db) };
}

/** The unit, warehouse and business-type choices of the user dialog. */
async function userPickerOptions(db: Db) {
  const [units, warehouses, businessTypes] = await db.batch([
    db.select({ id: businessUnit.id, nama: businessUnit.nama }).from(businessUnit).orderBy(asc(businessUnit.nama)),
    db.select({ id: warehouse.id, nama: warehouse.nama }).from(warehouse).orderBy(asc(warehouse.nama)),
    db.select({ id: businessType.id, nama: businessType.nama }).from(businessType).orderBy(asc(businessType.nama)),
  ]);
  return { units, warehouses, businessTypes };
}

export interface UserRecord {
  firstName: string | null;
  lastName: string | null;
  email: string;
  activated: boolean;
  langKey: LangKey;
  roleUser: UserRoleKind | null;
  businessUnitId: number | null;
  warehouseId: number | null;
  businessTypeId: number | null;
  authorities: Role[];
}

function authorityStatements(db: Db, userId: number, roles: readonly Role[]) {
  return [
    ...roles.map((name) => db.insert(authority).values({ name }).onConflictDoNothing()),
    ...roles.map((name) => db.insert(userAuthority).values({ userId, authorityName: name })),
  ];
}

/** Creates a user and its authorities; returns its id. The password is chosen later through an e-mailed key. */
export async function insertUser(db: Db, login: string, record: UserRecord, actor: string): Promise<number> {
  const { authorities, ...values } = record;
  const [row] = await db
    .insert(users)
    .values({ ...values, login: login.toLowerCase(), passwordHash: null, createdBy: actor })
    .returning({ id: users.id });
  const statements = authorityStatements(db, row.id, authorities);
  if (statements.length > 0) {
    const [first, ...rest] = statements;
    await db.batch([first, ...rest]);
  }
  return row.id;
}

/** Updates a user's fields and replaces its authorities in one batch. */
export async function updateUser(db: Db, userId: number, record: UserRecord, actor: string): Promise<void> {
  const { authorities, ...values } = record;
  await db.batch([
    db
      .update(users)
      .set({
        ...values,
        // An address an administrator typed is not proven by its owner: Google may not link to it.
        emailVerified: sql`case when ${users.email} = ${values.email} then ${users.emailVerified} else 0 end`,
        lastModifiedBy: actor,
        lastModifiedDate: new Date(),
      })
      .where(eq(users.id, userId)),
    db.delete(userAuthority).where(eq(userAuthority.userId, userId)),
    ...authorityStatements(db, userId, authorities),
  ]);
}

/** Sets the activation flag; true when the user exists. */
export async function setUserActivated(db: Db, userId: number, activated: boolean, actor: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ activated, lastModifiedBy: actor, lastModifiedDate: new Date() })
    .where(and(eq(users.id, userId), notAnonymous))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Deletes a user (its authorities and sessions go with it). */
export async function deleteUserById(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .delete(users)
    .where(and(eq(users.id, userId), notAnonymous))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** The estates an account works for (`user_hotel`; none ticked = every estate) and every estate to choose from. */
export async function userEstates(db: Db, userId: number) {
  const [estates, scope] = await Promise.all([hotelsInScope(db, null), hotelScopeOf(db, userId)]);
  return { estates, selectedEstates: scope ?? [] };
}

/** Replaces the estates of an account; false (nothing saved) when one of them does not exist. */
export async function saveUserEstates(db: Db, userId: number, hotelIds: readonly number[]): Promise<boolean> {
  const known = new Set((await hotelsInScope(db, null)).map((h) => h.id));
  if (hotelIds.some((id) => !known.has(id))) return false;
  await setHotelScope(db, userId, hotelIds);
  return true;
}
