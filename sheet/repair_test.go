package sheet

import "testing"

// TestRepairUnreadable: sheets of the development split (sheetbench -games
// 40 -levels 0.02 -write) where a repair must change a move chosen at an
// unreadable box, refuted only many plies later.
func TestRepairUnreadable(t *testing.T) {
	tests := []struct {
		name, in string
		ply      int // 1-based
		want     string
	}{
		// 13...Na5 (box 26 unreadable) is refuted 14 plies later by
		// 20...Cxc4 (Nxc4). The prior likes 13...O-O, so the ply's
		// probability, prior included, is 0.18: the repair must still try
		// every move there, not the 12 it tries at a box it can read.
		{"dev game 31", `{"id":31,"moves":[[["d4",0.868]],[["Cf6",0.223],["Gf6",0.213],["Cf5",0.175],["Ct6",0.025]],[["4",0.518],["c4",0.392]],[["e6",0.997]],[["Cf3",0.711],["Cf2",0.032],["f3",0.02]],[["d5",0.853]],[["Fg5",0.749],["F5",0.031]],[["Fb4+",0.481],["Fb4x",0.205],["FFb4+",0.189]],[["Cc3",0.793],["Co3",0.047]],[["dxc4",0.984]],[["e4",0.669]],[["c5",0.456],["c3",0.151]],[["e5",0.413],["ee5",0.184],["e6",0.052]],[["cx4",0.298],["cxdh",0.127],["cxd4",0.116],["c-d4",0.068]],[],[["Cc6",0.355],["Ccc6",0.26],["Ce6",0.107]],[["0-0-0",0.634]],[["Fd7",0.287],["Td7",0.243],["Fd2",0.14],["Fdd7",0.059],["FFd7",0.048]],[["Ce4",0.413],["C4",0.3],["CCe4",0.16],["Cc4",0.098]],[["Fe7",0.772]],[["exf6",0.68]],[["gXf6",0.431],["gxf6",0.28],["g-f6",0.059]],[["Fh4",0.638],["Fhy",0.047]],[["Tc8",0.805]],[["Rb1",0.886]],[],[["Dc2",0.406],["Da2",0.366]],[["e5",0.886]],[["Cd4",0.845]],[["exd4",0.673]],[["Td4",0.644],["Tdd4",0.287]],[["Db6",0.64]],[],[["Ff5",0.601],["Nf5",0.369]],[["g4",0.905]],[["Fg6",0.685],["FFg6",0.021]],[["f4",0.539],["fy",0.125]],[["c5",0.412],["Fc5",0.326]],[["Tc4",0.638],["Ic4",0.085],["c4",0.039]],[["Cxc4",0.546],["Cxcc4",0.097],["Cxc1",0.094],["Lxc4",0.065],["Cxc44",0.04]],[["f5",0.605]],[["Fd4",0.838],["Dd4",0.081],["Fa4",0.035]],[["Db3",0.814],["b3",0.129]],[["Dc0",0.517],["Dc6",0.44]],[["Fg2",0.861]],[["Dxe4+",0.772]],[["Fxe4",0.577],["Fxh4",0.145]],[["Cd2",0.479],["Cd2+",0.239],["Cd2x",0.064],["Cd22+",0.054],["Cdz+",0.017]],[["RaI",0.289],["Ra1",0.271],["Ra11",0.07]],[["Cb3+",0.773],["Cb2+",0.159]],[["axb3",0.43],["aXb3",0.264]],[["O-O",0.849],["o-O",0.068]],[["jxg6",0.46],["fxg6",0.278],["fxq6",0.123],["txg6",0.106]],[["hxg6",0.799]],[["Rb1",0.469],["RRb1",0.08],["Rb11",0.057]],[["Tfe8",0.562],["fe8",0.137],["Tf8",0.083]],[["Fd3",0.476],["Fg3",0.231]],[["Te8",0.345],["Te3",0.295],["7e3",0.119]],[["T1",0.4],["Td1",0.359]],[["Fe5",0.574],["Ce5",0.063]]]}`, 26, "Na5"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := decodeLine(t, tc.in, Options{})
			if len(r.Moves) < tc.ply {
				t.Fatalf("%d moves", len(r.Moves))
			}
			if got := r.Moves[tc.ply-1].SAN; got != tc.want {
				t.Errorf("ply %d: got %s, want %s\n%s", tc.ply, got, tc.want, sans(r))
			}
		})
	}
}
