package api

import "testing"

// TEMPORARY: shared-env runner while tables are converted.
func (e *testEnv) run(scenarios []scenario) {
	e.t.Helper()
	for _, sc := range scenarios {
		e.t.Run(sc.name, func(t *testing.T) { sc.exec(t, e) })
	}
}
