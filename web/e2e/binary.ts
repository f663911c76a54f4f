// The server binary the browser tests run: GOLFCLUB_BIN (`make test-e2e`
// and CI pass the one `make build` made), else the repository's
// bin/golfclub. One place, for the config's server and the specs that start
// their own or run its CLI.
import path from "node:path";

export const golfclubBinary = process.env.GOLFCLUB_BIN
  ? path.resolve(process.env.GOLFCLUB_BIN)
  : path.resolve(import.meta.dirname, "..", "..", "bin", "golfclub");
