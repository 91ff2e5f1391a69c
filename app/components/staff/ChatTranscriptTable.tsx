import { useTranslation } from "react-i18next";
import { DataTable } from "~/components/staff/DataTable";

export interface TranscriptLine {
  id: number;
  /** Unix ms. */
  at: number;
  author: string;
  fromGuest: boolean;
  text: string;
}

/** What a guest and the operators said in the chat, for context at the desk. */
export function ChatTranscriptTable({ lines, when }: { lines: TranscriptLine[]; when: (at: number) => string }) {
  const { t } = useTranslation();
  return (
    <DataTable
      rows={lines}
      rowKey={(line) => line.id}
      rowProps={(line) => ({ "data-from": line.fromGuest ? "guest" : "operator" })}
      empty={t("desk.detail.noChat")}
      columns={[
        { id: "at", header: t("desk.detail.chatLine.at"), cell: (line) => when(line.at) },
        {
          id: "author",
          header: t("desk.detail.chatLine.author"),
          cell: (line) => (
            <>
              {line.author}{" "}
              <span className="desk-muted">
                ({line.fromGuest ? t("desk.detail.chatLine.guest") : t("desk.detail.chatLine.operator")})
              </span>
            </>
          ),
        },
        {
          id: "text",
          header: t("desk.detail.chatLine.text"),
          cell: (line) => <span className="desk-chat-text">{line.text}</span>,
        },
      ]}
    />
  );
}
