import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { useMessageText } from "~/components/account/useMessage";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { PhotoGallery } from "~/components/property-setup/PhotoGallery";
import { PhotoUpload } from "~/components/property-setup/PhotoUpload";
import { propertyPhotosAction, propertyPhotosLoader } from "~/crud/property-photos.server";
import deskStyles from "~/styles/desk.css";
import setupStyles from "~/styles/property-setup.css";
import { formErrorOf } from "~/utils/form-reply";
import { noindexMeta } from "~/utils/meta";
import { privatePageHeaders } from "~/utils/route-headers";

export const links = () => [
  { rel: "stylesheet", href: deskStyles },
  { rel: "stylesheet", href: setupStyles },
];
export const headers = privatePageHeaders;
export const meta = noindexMeta("propertySetup.listTitle");

/** `/admin/properti/:hotelId/foto`: the property's photos (several at once, ordered, captioned) and its room types' photo slots. */
export const loader = (args: LoaderFunctionArgs) => propertyPhotosLoader(args);
export const action = (args: ActionFunctionArgs) => propertyPhotosAction(args);

export default function PropertyPhotosPage() {
  const { setup, gallery } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const error = formErrorOf(actionData && "result" in actionData ? actionData.result : null);
  const { t } = useTranslation();
  const message = useMessageText();
  const guide = `/admin/properti/${setup.id}`;
  const back = encodeURIComponent(`${guide}/foto`);
  return (
    <section className="staff-page desk-page setup-page" aria-labelledby="photos-title">
      <header className="desk-page__header">
        <p>
          <Link to={guide}>← {t("propertySetup.title", { nama: setup.nama })}</Link>
        </p>
        <h1 id="photos-title">{t("propertySetup.photos.title", { nama: setup.nama })}</h1>
        <p className="desk-page__lead">{t("propertySetup.photos.lead")}</p>
      </header>

      <h2>{t("propertySetup.photos.gallery")}</h2>
      <PhotoUpload error={error ? message(error) : null} />
      <PhotoGallery photos={gallery} />

      <h2>{t("propertySetup.photos.roomTypes")}</h2>
      {setup.roomTypes.length === 0 ? (
        <p className="staff-empty">{t("propertySetup.missing.noRoomTypes")}</p>
      ) : (
        <ul>
          {setup.roomTypes.map((type) => (
            <li key={type.id}>
              {t("propertySetup.photos.roomTypePhotos", { type: type.nama, count: type.photos })}{" "}
              <Link to={`/kamarhomestay/${type.id}/edit?kembali=${back}`}>{t("propertySetup.photos.editRoomType", { type: type.nama })}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary variant="desk" backTo="/admin/properti" backLabel="propertySetup.backToList" />;
}
