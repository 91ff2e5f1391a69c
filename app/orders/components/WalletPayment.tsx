import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import type { WalletView } from "~/orders/rules/payment-channels";

/**
 * The QR to scan and, for an e-wallet, the button that opens its app. Both are in the HTML; a CSS media
 * query shows the button on phones and the QR on larger screens, so it works without JavaScript.
 */
export function WalletPayment({ wallet, kode }: { wallet: WalletView; kode: string }) {
  const { t } = useTranslation();
  const app = wallet.app ?? "";
  const hasQr = Boolean(wallet.qr || wallet.qrImageUrl);
  return (
    <section className={`pay-wallet${wallet.deeplink ? " pay-wallet--app" : ""}`} aria-labelledby="wallet-title">
      <h2 id="wallet-title" className={wallet.deeplink ? "visually-hidden" : undefined}>
        {wallet.deeplink ? t("payMethods.wallet.openApp", { app }) : t("payMethods.wallet.qrTitle")}
      </h2>
      {wallet.deeplink ? (
        <div className="pay-wallet__phone" data-testid="wallet-phone">
          <p>{t("payMethods.wallet.phoneLead", { app })}</p>
          <a className="button button--primary" href={wallet.deeplink} data-testid="wallet-deeplink">
            {t("payMethods.wallet.openApp", { app })}
          </a>
        </div>
      ) : null}
      {hasQr ? (
        <div className="pay-wallet__qr" data-testid="wallet-qr">
          <p>{wallet.deeplink ? t("payMethods.wallet.desktopLead", { app }) : t("payMethods.wallet.qrLead")}</p>
          {wallet.qr ? (
            <svg
              className="pay-wallet__code"
              xmlns="http://www.w3.org/2000/svg"
              viewBox={`0 0 ${wallet.qr.size} ${wallet.qr.size}`}
              role="img"
              aria-label={t("payMethods.wallet.qrAlt", { kode })}
              shapeRendering="crispEdges"
              data-testid="qr-code"
            >
              <rect width={wallet.qr.size} height={wallet.qr.size} fill="#fff" />
              <path d={wallet.qr.path} fill="#000" />
            </svg>
          ) : wallet.qrImageUrl ? (
            <img
              className="pay-wallet__code"
              src={wallet.qrImageUrl}
              alt={t("payMethods.wallet.qrAlt", { kode })}
              width={256}
              height={256}
              data-testid="qr-code"
            />
          ) : null}
          {wallet.downloadHref ? (
            <>
              <p className="pay-wallet__save-hint" data-testid="qr-save-hint">
                {t("payMethods.wallet.saveQrHint")}
              </p>
              <a className="button button--secondary pay-wallet__save" href={wallet.downloadHref} download data-testid="qr-download">
                {t("payMethods.wallet.saveQr")}
              </a>
            </>
          ) : null}
        </div>
      ) : null}
      {wallet.simulatorPath ? (
        <Link className="button" to={wallet.simulatorPath} data-testid="simulator-scanner">
          {t("payMethods.wallet.simulatorScanner")}
        </Link>
      ) : null}
    </section>
  );
}
