package main

import (
	"os"
)

// The tests expect English, whatever the locale of the machine running
// them (a developer's LANG=it_IT.UTF-8): the Italian tests set their own.
// The environment is set for the processes the tests start too.
func init() {
	os.Setenv("LC_ALL", "C.UTF-8")
	os.Unsetenv("LC_MESSAGES")
	os.Unsetenv("LANG")
}
