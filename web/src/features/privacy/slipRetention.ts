// What a registration shows once the slip retention job (club settings:
// slipRetentionMonths) has deleted its payment slip file, instead of a
// link that no longer works.
export function slipDeletedText(months: number | null | undefined): string {
  return months ? `Slip deleted after ${months} months` : "Slip deleted (retention period)";
}
