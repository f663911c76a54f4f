// What a registration shows once the slip retention job (club settings:
// slipRetentionMonths) has deleted its payment slip file, instead of a
// link that no longer works. Translated when shown.
import { t } from "@/shared/i18n/i18n";

export function slipDeletedText(months: number | null | undefined): string {
  return months ? t("privacy.slipDeletedAfter", { months }) : t("privacy.slipDeleted");
}
