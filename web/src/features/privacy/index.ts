export { MyDataCard } from "./components/MyDataCard";
export { PrivacyConsent } from "./components/PrivacyConsent";
export { noticeVersion } from "./notice";
export { slipDeletedText } from "./slipRetention";
