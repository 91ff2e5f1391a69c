import { useTranslation } from "react-i18next";
import { Pagination } from "~/components/ui/Pagination";
import type { PageInfo } from "~/utils/pagination";

/** The pager under a back-office list: "Showing x - y of n items" and links to the neighbouring pages. */
export function ListPager({ info, hrefFor }: { info: PageInfo; hrefFor: (page: number) => string }) {
  const { t } = useTranslation();
  return (
    <Pagination
      page={info.page}
      pages={info.pages}
      hrefFor={hrefFor}
      label={t("desk.common.pager")}
      summary={t("desk.common.showing", { from: info.from, to: info.to, total: info.total })}
    />
  );
}
