import { useTranslation } from "react-i18next";
import { useMessage } from "~/components/account/useMessage";
import { policyDescription, type CancelTerms } from "~/orders/rules/cancellation";
import { langOf, type MaybeUntranslated } from "~/utils/content-lang";

interface PolicyRoom extends MaybeUntranslated {
  id: number;
  nama: string;
  cancelTerms: CancelTerms;
}

/**
 * "Rules & policies": check-in and check-out times, the house rules (one per line, when there are any)
 * and the cancellation policy of the room types, room types with the same policy named together.
 */
export function PropertyPolicies({
  hotel,
  rooms,
}: {
  hotel: MaybeUntranslated & { jamCekin: string; jamCekout: string; aturan: string[] };
  rooms: PolicyRoom[];
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const policies = new Map<string, { text: string; rooms: PolicyRoom[] }>();
  for (const room of rooms) {
    const policy = policyDescription(room.cancelTerms);
    const text = message(policy.key, policy.values);
    const entry = policies.get(text) ?? { text, rooms: [] };
    entry.rooms.push(room);
    policies.set(text, entry);
  }
  const rulesLang = langOf(hotel, "aturan");

  return (
    <section id="aturan" className="policies" aria-labelledby="policies-title">
      <h2 id="policies-title">{t("roomInfo.policies")}</h2>
      <dl className="policies__times">
        <div>
          <dt>{t("roomInfo.checkIn")}</dt>
          <dd>{t("roomInfo.checkInFrom", { time: hotel.jamCekin })}</dd>
        </div>
        <div>
          <dt>{t("roomInfo.checkOut")}</dt>
          <dd>{t("roomInfo.checkOutUntil", { time: hotel.jamCekout })}</dd>
        </div>
      </dl>
      {hotel.aturan.length > 0 ? (
        <>
          <h3>{t("roomInfo.houseRules")}</h3>
          <ul className="policies__rules" lang={rulesLang}>
            {hotel.aturan.map((rule, i) => (
              <li key={i}>{rule}</li>
            ))}
          </ul>
        </>
      ) : null}
      {policies.size > 0 ? (
        <>
          <h3>{t("roomInfo.cancellation")}</h3>
          <ul className="policies__cancellation">
            {[...policies.values()].map(({ text, rooms: named }) => (
              <li key={text}>
                {policies.size > 1 ? (
                  <>
                    <strong>
                      {named.map((room, i) => (
                        <span key={room.id}>
                          {i > 0 ? ", " : null}
                          <span lang={langOf(room, "nama")}>{room.nama}</span>
                        </span>
                      ))}
                    </strong>
                    {": "}
                  </>
                ) : null}
                {text}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
