#!/usr/bin/env bash
# Tries .pre-commit-hooks.yaml as a user of the pre-commit framework gets
# it: `pre-commit try-repo` builds notaz from this checkout (language:
# golang) and runs the notaz-check hook in a throwaway repository of
# games, where a good file must pass and a file with an illegal move must
# fail. Skips (exit 0) when pre-commit is not installed; .ci/run installs
# it with apt-get when it can.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)

if ! command -v pre-commit >/dev/null 2>&1; then
  echo "pre-commit absent: .pre-commit-hooks.yaml not tried"
  exit 0
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# pre-commit's own cache in the throwaway directory, and Go modules from
# the usual cache: the hook's build then needs no network when they are
# there (pre-commit points GOPATH, hence the default module cache, at its
# environment).
export PRE_COMMIT_HOME=$tmp/cache
export GOMODCACHE=${GOMODCACHE:-$(go env GOMODCACHE)}

games=$tmp/games
git init -q "$games"
cat >"$games/good.pgn" <<'PGN'
[Event "try-repo"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "1-0"]

1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0
PGN
sed 's/4\. Qxf7#/4. Qxf8#/' "$games/good.pgn" >"$games/bad.pgn"
git -C "$games" add good.pgn bad.pgn
git -C "$games" -c user.name=ci -c user.email=ci@localhost commit -qm games

cd "$games"
if ! out=$(pre-commit try-repo "$repo" notaz-check --files good.pgn 2>&1); then
  echo "pre-commit: the notaz-check hook fails on a good file:"; echo "$out"; exit 1
fi
if out=$(pre-commit try-repo "$repo" notaz-check --files bad.pgn 2>&1); then
  echo "pre-commit: the notaz-check hook passes a file with an illegal move:"; echo "$out"; exit 1
fi
if ! grep -q 'bad.pgn:9:.*illegal-move' <<<"$out"; then
  echo "pre-commit: the notaz-check hook failed without naming the illegal move:"; echo "$out"; exit 1
fi
echo "pre-commit try-repo: notaz-check passes good.pgn, fails bad.pgn (illegal-move)"

# The .pre-commit-config.yaml of docs/ci.md, with this checkout's commit
# (uncommitted changes are try-repo's business above) and its args.
cat >.pre-commit-config.yaml <<YAML
repos:
  - repo: $repo
    rev: $(git -C "$repo" rev-parse HEAD)
    hooks:
      - id: notaz-check
        args: [--board=false]
YAML
if ! out=$(pre-commit run --files good.pgn 2>&1); then
  echo "pre-commit run: docs/ci.md's configuration fails on a good file:"; echo "$out"; exit 1
fi
if out=$(pre-commit run --files bad.pgn 2>&1) || ! grep -q 'bad.pgn:9:.*illegal-move' <<<"$out"; then
  echo "pre-commit run: docs/ci.md's configuration does not refuse an illegal move:"; echo "$out"; exit 1
fi
echo "pre-commit run: docs/ci.md's configuration passes good.pgn, fails bad.pgn"
