// The member's own rounds and handicap trend: GET /api/me/rounds.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MyRounds } from "../types";
import { MY_ROUNDS_KEY } from "./handicap";

export { MY_ROUNDS_KEY };

export const roundsQueries = {
  mine: () => queryOptions<MyRounds>({ queryKey: MY_ROUNDS_KEY }),
};

export function useMyRounds() {
  return useQuery(roundsQueries.mine());
}
