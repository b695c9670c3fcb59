#!/bin/sh
# The training run of the profile-guided build that BENCHMARKS.md's start-up section measured
# (tried, not kept): an instrumented taskdraft runs what a person runs (adds in English, Russian
# and Polish, list, next, show, done, undo, modify, annotate, delete, draft) on a scratch
# database, each process writing its counts to DIR, and `llvm-profdata merge` makes
# DIR/taskdraft.profdata, the profile the optimised build reads.
#
#     scripts/bench/pgo_train.sh BINARY DIR
#
# The sentences are the README's and ones like them, not the benchmark's corpus, so that the
# profile is of everyday use rather than of what the benchmark measures.
set -eu
bin=$1
out=$2
mkdir -p "$out"
home=$(mktemp -d "${TMPDIR:-/tmp}/td-pgo-XXXXXX")
trap 'rm -rf "$home"' EXIT
export HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_STATE_HOME="$home/state" \
	TASKDRAFT_DB="$home/tasks.db" TZ=Europe/Moscow TASKDRAFT_NOW=2026-12-02T10:00:00+03:00 \
	LLVM_PROFILE_FILE="$out/%p.profraw"

sentences="$home/sentences.txt"
cat > "$sentences" <<'EOF'
Submit the weekly report tomorrow at 15:00 #finance !high
Book flights on friday #travel
Water the plants every monday
Pay rent on the last Friday of the month
Call Anna next Friday at 3pm #sales
Gym mon wed fri at 7am
Send the slides to Anna by Friday
Book a room for the review next Tuesday
Approve the budget
Pay the invoices after the budget is approved
Renew the passport in two weeks, estimate 2h
Dentist appointment on 14 March at 9:30 remind 1 hour before
Start Monday on the quarterly plan, due Friday
Clean the garage this weekend +home
Review the pull request today urgent
Позвонить Анне завтра в 10:00
Созвон с подрядчиком завтра в 15:00, срочно
Планёрка по понедельникам и средам в 10:00
Подготовить КП для Альфы до конца дня
Отчёт в следующую пятницу
Сдать отчёт до 15:00 завтра, срочно
Купить подарок маме к пятнице
Оплатить счёт за интернет в последнюю пятницу месяца
Встреча с клиентом послезавтра в 12:00 #работа
Zadzwonić do Anny jutro o 9
Wysłać raport w piątek
Spotkanie z zespołem w poniedziałek o 10:00
Zapłacić rachunki do piątku, pilne
Kupić mleko dziś wieczorem
Przygotować prezentację pojutrze, zajmie 2 godziny
EOF

td() { "$bin" "$@" > /dev/null 2>&1 || true; }

td list
for round in 1 2 3 4 5 6; do
	while IFS= read -r line; do
		td add "$line" --yes < /dev/null
	done < "$sentences"
	td add "$(sed -n "${round}p" "$sentences")" --yes --json
	td list
	td list +finance
	td list status:all
	td next
	td show "$round"
	td show "$round" --json
	td done "$((round * 3))" --yes
	td undo --yes
	td modify "$((round * 2))" due:fri priority:H --yes
	td annotate "$round" "checked with Anna" --yes
	td delete "$((round * 30))" --yes
	td draft < "$sentences"
	td draft --classify "what's due Friday?"
	td draft --classify "что у меня сегодня?"
	td draft --classify "co mam jutro?"
	td list отчёт
	td --version
done
td add --split --yes "Buy milk and call mom tomorrow"
td export --format ics
td export --format taskwarrior

# The toolchain's own llvm-profdata: the raw format is the compiler's, which a distribution's
# older LLVM does not read.
profdata=${LLVM_PROFDATA:-$(dirname "$(readlink -f "$(command -v swiftc)")")/llvm-profdata}
"$profdata" merge -o "$out/taskdraft.profdata" "$out"/*.profraw
