package main
import (_ "github.com/urfave/cli/v2"; _ "golang.org/x/text/language"; _ "golang.org/x/text/encoding/charmap"; _ "golang.org/x/text/unicode/norm"; _ "golang.org/x/term")
func main(){}
