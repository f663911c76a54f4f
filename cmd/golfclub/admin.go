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
	"time"
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
	if err := s.CreateAdmin(ctx, &store.Admin{Username: name, PasswordHash: hash, CreatedAt: time.Now().UTC()}); err != nil {
		if errors.Is(err, store.ErrConflict) {
			return fmt.Errorf("an admin named %q already exists", name)
		}
		return err
	}
	fmt.Fprintf(stdout, "admin %s created\n", name)
	return nil
}

// adminReset2FA is `golfclub admin reset-2fa [flags] USERNAME`: for an
// admin who lost the phone and the recovery codes. It switches two-factor
// sign-in off for them (secret and recovery codes deleted); they sign in
// with the password and, if the club requires it, enrol again. Whoever can
// run this can already read the database, so it asks nothing more.
func adminReset2FA(args []string, log *slog.Logger) error {
	return runAdminReset2FA(context.Background(), args, os.Stdout, os.Getenv)
}

func runAdminReset2FA(ctx context.Context, args []string, stdout io.Writer, getenv func(string) string) error {
	fs := flag.NewFlagSet("admin reset-2fa", flag.ContinueOnError)
	// The username may come before or after the flags.
	var name string
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		name, args = args[0], args[1:]
	}
	cfg, err := config.Parse(fs, args, getenv)
	if err != nil {
		return err
	}
	rest := fs.Args()
	if name == "" && len(rest) > 0 {
		name, rest = rest[0], rest[1:]
	}
	name = strings.TrimSpace(name)
	if name == "" || len(rest) > 0 {
		return errors.New("usage: golfclub admin reset-2fa [flags] USERNAME")
	}
	s, err := store.Open(ctx, cfg.DatabaseURL, cfg.DataDir)
	if err != nil {
		return err
	}
	defer s.Close()
	a, err := s.AdminByUsername(ctx, name)
	if errors.Is(err, store.ErrNotFound) {
		return fmt.Errorf("no admin named %q", name)
	}
	if err != nil {
		return err
	}
	if err := s.DisableAdminTOTP(ctx, a.ID); err != nil {
		return err
	}
	if a.TOTPSecret == nil {
		fmt.Fprintf(stdout, "two-factor sign-in was not on for admin %s; nothing to reset\n", a.Username)
		return nil
	}
	fmt.Fprintf(stdout, "two-factor sign-in reset for admin %s: sign in with the password (and set it up again if the club requires it)\n", a.Username)
	return nil
}
