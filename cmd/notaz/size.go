package main

import (
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"
)

// maxGameSizeFlag is --max-game-size, shared by convert and check.
func maxGameSizeFlag() cli.Flag {
	return &cli.StringFlag{Name: "max-game-size", Value: "16MiB",
		Usage: "hold at most this much of one game (bytes, or with KiB, MiB, GiB); a larger game is an error and is written out verbatim from the input as it passes"}
}

// maxZstdWindowFlag is --max-zstd-window, shared by convert and check.
func maxZstdWindowFlag() cli.Flag {
	return &cli.StringFlag{Name: "max-zstd-window", Value: "512MiB",
		Usage: "the largest window a zstd file may need (zstd --long=N needs 2^N bytes; bytes, or with KiB, MiB, GiB): a larger one is refused, since it is held in memory whole"}
}

// zstdWindow reads --max-zstd-window (for compressed.MaxZstdWindow: see
// sharedOptions.apply), up to the 2 GiB zstd itself allows (--long=31);
// 0 when the flag is not given.
func zstdWindow(c *cli.Context, cmd string) (uint64, error) {
	if !c.IsSet("max-zstd-window") {
		return 0, nil
	}
	n, ok := parseSize(c.String("max-zstd-window"))
	if !ok || n > 2<<30 {
		return 0, usageErr("%s: --max-zstd-window: want a size up to 2GiB, such as 1GiB, not %q", cmd, c.String("max-zstd-window"))
	}
	return uint64(n), nil
}

// parseSize reads a size such as 16MiB, 512K or 1000000 (bytes). K, M and
// G are binary units, as memory is counted.
func parseSize(s string) (int, bool) {
	t := strings.TrimSuffix(strings.TrimSuffix(strings.TrimSpace(s), "B"), "i")
	mult := 1
	if n := len(t); n > 0 {
		switch t[n-1] {
		case 'k', 'K':
			mult = 1 << 10
		case 'm', 'M':
			mult = 1 << 20
		case 'g', 'G':
			mult = 1 << 30
		}
		if mult > 1 {
			t = t[:n-1]
		}
	}
	n, err := strconv.Atoi(strings.TrimSpace(t))
	if err != nil || n <= 0 || n > (1<<40)/mult {
		return 0, false
	}
	return n * mult, true
}

// maxGameSize reads --max-game-size (0: the parser's default).
func maxGameSize(c *cli.Context, cmd string) (int, error) {
	if !c.IsSet("max-game-size") {
		return 0, nil
	}
	n, ok := parseSize(c.String("max-game-size"))
	if !ok {
		return 0, usageErr("%s: --max-game-size: want a size such as 16MiB, 512KiB or 1000000, not %q", cmd, c.String("max-game-size"))
	}
	return n, nil
}
