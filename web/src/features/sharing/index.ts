export { ShareButton } from "./components/ShareButton";
export { flightSheetShare } from "./share";
