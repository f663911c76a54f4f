package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strings"
	"unicode/utf8"

	"golfclub/internal/auth"
	"golfclub/internal/config"
	"golfclub/internal/store"
)

// adminCreate is `golfclub admin create --username NAME --password-stdin`.
// The password comes from standard input, never from a flag, so it stays
// out of shell history and process listings.
func adminCreate(args []string, log *slog.Logger) error {
	return runAdminCreate(context.Background(), args, os.Stdin, os.Stdout, os.Getenv)
}

func runAdminCreate(ctx context.Context, args []string, stdin io.Reader, stdout io.Writer, getenv func(string) string) error {
	fs := flag.NewFlagSet("admin create", flag.ContinueOnError)
	username := fs.String("username", "", "the new admin's username")
	passwordStdin := fs.Bool("password-stdin", false, "read the password from the first line of standard input")
	// The same flags and GOLFCLUB_* variables as serve, so the admin lands
	// in the database that serve uses.
	cfg, err := config.Parse(fs, args, getenv)
	if err != nil {
		return err
	}
	name := strings.TrimSpace(*username)
	switch {
	case name == "":
		return errors.New("admin create needs --username NAME")
	case utf8.RuneCountInString(name) > 64 || auth.HasControl(name) || strings.ContainsAny(name, " \t"):
		return errors.New("the username must be at most 64 characters, without spaces")
	case !*passwordStdin:
		return errors.New("admin create needs --password-stdin (the password is read from standard input)")
	}
	line, err := bufio.NewReader(stdin).ReadString('\n')
	if err != nil && !(errors.Is(err, io.EOF) && line != "") {
		return errors.New("no password on standard input")
	}
	password := strings.TrimRight(line, "\r\n")
	if utf8.RuneCountInString(password) < auth.MinAdminPasswordLen {
		return fmt.Errorf("the password must be at least %d characters", auth.MinAdminPasswordLen)
	}
	hash, err := auth.NewHasher(auth.DefaultParams).Hash(password)
	if err != nil {
		return err
	}
	s, err := store.Open(ctx, cfg.DatabaseURL, cfg.DataDir)
	if err != nil {
		return err
	}
	defer s.Close()
	if err := s.CreateAdmin(ctx, &store.Admin{Username: name, PasswordHash: hash}); err != nil {
		if errors.Is(err, store.ErrConflict) {
			return fmt.Errorf("an admin named %q already exists", name)
		}
		return err
	}
	fmt.Fprintf(stdout, "admin %s created\n", name)
	return nil
}
