import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import homestayFoto from "~/models/crud-resources/homestay-foto.server";
import { addGalleryPhotos, captionGalleryPhoto, deleteGalleryPhoto, galleryOf, orderGallery } from "~/models/property-setup.server";
import { redirectWithToast } from "~/services/toast.server";
import { cleanText, hasBidiControl } from "~/utils/form-input";
import { invariantResponse } from "~/utils/invariant";
import { parseId } from "~/utils/route-params";
import { fail, formReply } from "~/utils/result";
import type { MessageKey } from "~/i18n/message-key";
import { propertyOf } from "./property-setup.server";
import { checkImage, recordChange, removeObjects, storeImage } from "./write.server";

/**
 * /admin/properti/:hotelId/foto: the property's gallery (hotel_photo) — several uploads at once, order,
 * captions, deletion — with the engine's upload checks (2 MB, type from the bytes), audit and cache bump.
 */

type Args = Pick<LoaderFunctionArgs, "request" | "context" | "params">;

const MAX_FILES = 20;
const MAX_CAPTION = 200;

export async function propertyPhotosLoader(args: Args) {
  const { setup } = await propertyOf(args);
  return json({ setup, gallery: await galleryOf(args.context.db, setup.id) });
}

function photoId(form: FormData): number | null {
  return parseId(form.get("id"));
}

/** The typed caption as every one-line text is kept (form-input.ts), or null when empty. */
function caption(form: FormData): string | null {
  return cleanText(String(form.get("caption") ?? "")).trim().slice(0, MAX_CAPTION) || null;
}

export async function propertyPhotosAction(args: Args) {
  const { session, setup } = await propertyOf(args);
  const { request, context } = args;
  const form = await request.formData();
  const intent = form.get("intent");
  const here = `/admin/properti/${setup.id}/foto`;
  const done = (key: Parameters<typeof redirectWithToast>[1]["key"], values?: Record<string, string | number>) =>
    redirectWithToast(here, { type: "success", key, values }, context.env);
  const audit = (change: "new" | "edit" | "delete", id: number) => recordChange(context, request, session.user.login, change, homestayFoto, id);
  const refuse = (key: string) => json({ result: formReply(fail(key as MessageKey)) }, { status: 400 });
  const gallery = await galleryOf(context.db, setup.id);

  const text = caption(form);
  if (text && hasBidiControl(text)) return refuse("validation.bidi");

  if (intent === "upload") {
    const files = form.getAll("foto").filter((f): f is File => f instanceof File && f.size > 0);
    if (files.length === 0) return refuse("propertySetup.photos.none_chosen");
    if (files.length > MAX_FILES) return refuse("propertySetup.photos.tooMany");
    const checked = [];
    for (const file of files) {
      const check = await checkImage(file);
      if ("problem" in check) return refuse(check.problem);
      checked.push({ file, type: check.type });
    }
    const keys: string[] = [];
    for (const { file, type } of checked) keys.push(await storeImage(context, homestayFoto, file, type));
    const ids = await addGalleryPhotos(context.db, setup.id, keys.map((fotoKey) => ({ fotoKey, caption: text })));
    for (const id of ids) await audit("new", id);
    return done("propertySetup.photos.added", { count: ids.length });
  }

  if (intent === "order") {
    const ids = String(form.get("ids") ?? "").split(",").filter(Boolean).map(Number);
    const same = ids.length === gallery.length && gallery.every((p) => ids.includes(p.id));
    invariantResponse(same, "propertySetup.photos.unknownPhoto", { status: 400 });
    await orderGallery(context.db, setup.id, ids);
    if (ids[0]) await audit("edit", ids[0]);
    return done("propertySetup.photos.reordered");
  }

  const id = photoId(form);
  const index = gallery.findIndex((p) => p.id === id);
  invariantResponse(id !== null && index >= 0, "propertySetup.photos.unknownPhoto", { status: 400 });

  if (intent === "up" || intent === "down") {
    const ids = gallery.map((p) => p.id);
    const other = intent === "up" ? index - 1 : index + 1;
    if (other >= 0 && other < ids.length) [ids[index], ids[other]] = [ids[other], ids[index]];
    await orderGallery(context.db, setup.id, ids);
    await audit("edit", id);
    return done("propertySetup.photos.reordered");
  }
  if (intent === "caption") {
    await captionGalleryPhoto(context.db, setup.id, id, text);
    await audit("edit", id);
    return done("propertySetup.photos.captionSaved");
  }
  if (intent === "delete") {
    const key = await deleteGalleryPhoto(context.db, setup.id, id);
    if (key) await removeObjects(context, [key]);
    await audit("delete", id);
    return done("propertySetup.photos.deleted");
  }
  invariantResponse(false, "propertySetup.errors.badRequest", { status: 400 });
}
