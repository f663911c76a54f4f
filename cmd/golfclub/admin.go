package main

import (
	"errors"
	"log/slog"
)

func adminCreate(args []string, log *slog.Logger) error {
	return errors.New("admin create: not built yet")
}
