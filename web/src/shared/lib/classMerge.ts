// Installs tailwind-merge as the class merger of cn() (lib/utils.ts). A
// chunk of its own, loaded before any lazily loaded screen renders.
import { twMerge } from "tailwind-merge";
import { setClassMerge } from "./utils";

setClassMerge(twMerge);
// tailwind-merge builds its map of Tailwind's classes on its first call:
// about 5 ms of a fast host's CPU, several times that on a phone. Made
// here, as this chunk is evaluated, it is a short task of its own; made by
// the first render that merges classes, it lengthened that render, a task
// React cannot split.
twMerge("");
