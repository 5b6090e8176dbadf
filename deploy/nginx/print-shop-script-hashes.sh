#!/bin/sh
# Installs the inline-script hashes of the published build for nginx, and reloads nginx when they
# changed. print-shop-rebuild.service runs it as root after publishing a build; by hand:
#   /usr/local/sbin/print-shop-script-hashes [csp-script-hashes.conf] [snippet to write]
#
# The build (user print-shop) writes csp-script-hashes.conf beside public/. nginx reads its
# configuration as root, so the file is installed only if it holds comments and one `set` of sha256
# hashes, nothing else: a line such as `access_log /etc/…;` in it would let the build's user write
# files as root.
set -eu
from=${1:-/srv/print-shop/csp-script-hashes.conf}
to=${2:-/etc/nginx/snippets/print-shop-script-hashes.conf}
set_line="set \\\$print_shop_script_hashes \"('sha256-[A-Za-z0-9+/]{43}=' ?)*\";"

# A plain file (not a link to one elsewhere, or a pipe that never ends) of that form.
if [ ! -f "$from" ] || [ -L "$from" ] || [ "$(grep -Ecx "$set_line" "$from")" != 1 ] ||
    grep -Evqx "#.*|$set_line" "$from"; then
    echo "print-shop-script-hashes: $from is not one line of script hashes; nothing installed" >&2
    exit 1
fi
cmp -s "$from" "$to" && exit 0

# The new snippet in place; the old one back if nginx refuses the configuration with it.
[ -e "$to" ] && cp -p "$to" "$to.previous"
install -m 644 "$from" "$to.new"
mv "$to.new" "$to"
if ! nginx -t -q; then
    if [ -e "$to.previous" ]; then mv "$to.previous" "$to"; else rm -f "$to"; fi
    echo "print-shop-script-hashes: nginx -t refused the new hashes; the old ones stay" >&2
    exit 1
fi
rm -f "$to.previous"
systemctl reload nginx
