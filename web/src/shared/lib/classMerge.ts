// Installs tailwind-merge as the class merger of cn() (lib/utils.ts). A
// chunk of its own, loaded before any lazily loaded screen renders.
import { twMerge } from "tailwind-merge";
import { setClassMerge } from "./utils";

setClassMerge(twMerge);
