#!/usr/bin/env python3
"""Writes split_corpus.jsonl: utterances and notes with the tasks a person means in them.

Hand-written pieces (each a task with its title and due date, reasoned from the calendar:
"now" is Wednesday 2 December 2026, 10:00 in Moscow), hand-written utterances, combinations of
the pieces with each language's joiners and note layouts, and utterances written from the rules
of shared context (the `RULES` section: openings, closings, headings, a task's own date, what
notes record, coordinated objects), each in English, Russian and Polish. Run it again after
editing; the output is deterministic. Fields: lang, class, text, count, and per task: title,
due (YYYY-MM-DD or "-"), person (the tag a note's person becomes, or null), and where the rule
gives them, time (HH:MM), priority and project.

A date said after the last of several joined tasks ("buy milk and send the deck by Friday")
governs them all, back to a "then" or ";", unless another of them names its own date: the
joined combinations follow that rule (`spread`).
"""
import json
import random
import os

TOMORROW, FRIDAY, MONDAY, SATURDAY = "2026-12-03", "2026-12-04", "2026-12-07", "2026-12-05"

PIECES = {
    "en": [
        ("call mom tomorrow", "Call mom", TOMORROW), ("buy milk", "Buy milk", "-"),
        ("send the deck to Boris by Friday", "Send the deck to Boris", FRIDAY),
        ("book flights to Berlin", "Book flights to Berlin", "-"), ("pay the electricity bill on Monday", "Pay the electricity bill", MONDAY),
        ("renew the passport", "Renew the passport", "-"), ("water the plants on Saturday", "Water the plants", SATURDAY),
        ("email the landlord", "Email the landlord", "-"), ("fix the leaking tap tomorrow", "Fix the leaking tap", TOMORROW),
        ("prepare the slides for the review", "Prepare the slides for the review", "-"),
        ("pick up the dry cleaning", "Pick up the dry cleaning", "-"), ("schedule a dentist appointment", "Schedule a dentist appointment", "-"),
        ("review the pull request by Friday", "Review the pull request", FRIDAY), ("order new printer toner", "Order new printer toner", "-"),
        ("cancel the gym membership", "Cancel the gym membership", "-"), ("write the quarterly report", "Write the quarterly report", "-"),
    ],
    "ru": [
        ("позвонить маме завтра", "Позвонить маме", TOMORROW), ("купить молоко", "Купить молоко", "-"),
        ("отправить отчёт Борису до пятницы", "Отправить отчёт Борису", FRIDAY), ("забронировать билеты в Казань", "Забронировать билеты в Казань", "-"),
        ("оплатить интернет в понедельник", "Оплатить интернет", MONDAY), ("записаться к стоматологу", "Записаться к стоматологу", "-"),
        ("полить цветы в субботу", "Полить цветы", SATURDAY), ("написать арендодателю", "Написать арендодателю", "-"),
        ("починить кран завтра", "Починить кран", TOMORROW), ("подготовить презентацию для клиента", "Подготовить презентацию для клиента", "-"),
        ("забрать вещи из химчистки", "Забрать вещи из химчистки", "-"), ("продлить страховку", "Продлить страховку", "-"),
        ("проверить договор до пятницы", "Проверить договор", FRIDAY), ("заказать картридж для принтера", "Заказать картридж для принтера", "-"),
        ("отменить подписку на журнал", "Отменить подписку на журнал", "-"), ("сдать квартальный отчёт", "Сдать квартальный отчёт", "-"),
    ],
    "pl": [
        ("zadzwonić do mamy jutro", "Zadzwonić do mamy", TOMORROW), ("kupić mleko", "Kupić mleko", "-"),
        ("wysłać raport Borysowi do piątku", "Wysłać raport Borysowi", FRIDAY), ("zarezerwować bilety do Krakowa", "Zarezerwować bilety do Krakowa", "-"),
        ("zapłacić za internet w poniedziałek", "Zapłacić za internet", MONDAY), ("umówić wizytę u dentysty", "Umówić wizytę u dentysty", "-"),
        ("podlać kwiaty w sobotę", "Podlać kwiaty", SATURDAY), ("napisać do właściciela mieszkania", "Napisać do właściciela mieszkania", "-"),
        ("naprawić kran jutro", "Naprawić kran", TOMORROW), ("przygotować prezentację dla klienta", "Przygotować prezentację dla klienta", "-"),
        ("odebrać rzeczy z pralni", "Odebrać rzeczy z pralni", "-"), ("przedłużyć ubezpieczenie", "Przedłużyć ubezpieczenie", "-"),
        ("sprawdzić umowę do piątku", "Sprawdzić umowę", FRIDAY), ("zamówić toner do drukarki", "Zamówić toner do drukarki", "-"),
        ("anulować subskrypcję", "Anulować subskrypcję", "-"), ("oddać raport kwartalny", "Oddać raport kwartalny", "-"),
    ],
}

# One task each, "and" inside included: the splitter must leave them whole.
SINGLES = {
    "en": [
        ("Buy bread and milk", "Buy bread and milk", "-"), ("Research and development budget", "Research and development budget", "-"),
        ("Review and approve the budget", "Review and approve the budget", "-"), ("Buy salt and pepper tomorrow", "Buy salt and pepper", TOMORROW),
        ("Prepare terms and conditions for the shop", "Prepare terms and conditions for the shop", "-"),
        ("Meet Anna and Boris on Friday", "Meet Anna and Boris", FRIDAY), ("Buy bread and water", "Buy bread and water", "-"),
        ("Clean the kitchen and bathroom on Saturday", "Clean the kitchen and bathroom", SATURDAY),
        ("Write the pros and cons list", "Write the pros and cons list", "-"), ("Design and build the landing page", "Design and build the landing page", "-"),
        ("Pack shoes, socks and shirts", "Pack shoes, socks and shirts", "-"), ("Submit the weekly report tomorrow", "Submit the weekly report", TOMORROW),
        ("Q&A session prep", "Q&A session prep", "-"), ("Rock and roll night tickets", "Rock and roll night tickets", "-"),
        ("Print and sign the contract", "Print and sign the contract", "-"), ("Discuss salary and bonus with HR", "Discuss salary and bonus with HR", "-"),
        ("Buy a gift for Anna and Boris", "Buy a gift for Anna and Boris", "-"), ("Call the bank", "Call the bank", "-"),
        ("Fix bugs and typos in the docs", "Fix bugs and typos in the docs", "-"), ("Sort photos and videos from the trip", "Sort photos and videos from the trip", "-"),
        ("Book a table for two on Friday", "Book a table for two", FRIDAY), ("Check tyres and oil", "Check tyres and oil", "-"),
    ],
    "ru": [
        ("Купить хлеб и молоко", "Купить хлеб и молоко", "-"), ("Проверить и подписать договор", "Проверить и подписать договор", "-"),
        ("Купить соль и перец завтра", "Купить соль и перец", TOMORROW), ("Встретиться с Анной и Борисом в пятницу", "Встретиться с Анной и Борисом", FRIDAY),
        ("Убрать кухню и ванную в субботу", "Убрать кухню и ванную", SATURDAY), ("Подготовить план и бюджет проекта", "Подготовить план и бюджет проекта", "-"),
        ("Купить подарок для Анны и Бориса", "Купить подарок для Анны и Бориса", "-"), ("Разобрать фото и видео с поездки", "Разобрать фото и видео с поездки", "-"),
        ("Сдать отчёт завтра", "Сдать отчёт", TOMORROW), ("Обсудить зарплату и премию с HR", "Обсудить зарплату и премию с HR", "-"),
        ("Распечатать и подписать акт", "Распечатать и подписать акт", "-"), ("Купить носки, футболки и шорты", "Купить носки, футболки и шорты", "-"),
        ("Проверить шины и масло", "Проверить шины и масло", "-"), ("Позвонить в банк", "Позвонить в банк", "-"),
        ("Исправить ошибки и опечатки в документации", "Исправить ошибки и опечатки в документации", "-"),
        ("Забронировать столик на двоих в пятницу", "Забронировать столик на двоих", FRIDAY),
        ("Новости и аналитика рынка", "Новости и аналитика рынка", "-"), ("Отчёт по продажам и маркетингу", "Отчёт по продажам и маркетингу", "-"),
        ("Спланировать и провести ретро", "Спланировать и провести ретро", "-"), ("Помыть окна и двери", "Помыть окна и двери", "-"),
    ],
    "pl": [
        ("Kupić chleb i mleko", "Kupić chleb i mleko", "-"), ("Sprawdzić i podpisać umowę", "Sprawdzić i podpisać umowę", "-"),
        ("Kupić sól i pieprz jutro", "Kupić sól i pieprz", TOMORROW), ("Spotkać się z Anną i Borysem w piątek", "Spotkać się z Anną i Borysem", FRIDAY),
        ("Posprzątać kuchnię i łazienkę w sobotę", "Posprzątać kuchnię i łazienkę", SATURDAY), ("Przygotować plan i budżet projektu", "Przygotować plan i budżet projektu", "-"),
        ("Kupić prezent dla Anny i Borysa", "Kupić prezent dla Anny i Borysa", "-"), ("Przejrzeć zdjęcia i filmy z wyjazdu", "Przejrzeć zdjęcia i filmy z wyjazdu", "-"),
        ("Oddać raport jutro", "Oddać raport", TOMORROW), ("Omówić pensję i premię z HR", "Omówić pensję i premię z HR", "-"),
        ("Wydrukować i podpisać protokół", "Wydrukować i podpisać protokół", "-"), ("Kupić skarpetki, koszulki oraz spodenki", "Kupić skarpetki, koszulki oraz spodenki", "-"),
        ("Sprawdzić opony i olej", "Sprawdzić opony i olej", "-"), ("Zadzwonić do banku", "Zadzwonić do banku", "-"),
        ("Poprawić błędy i literówki w dokumentacji", "Poprawić błędy i literówki w dokumentacji", "-"),
        ("Zarezerwować stolik dla dwojga w piątek", "Zarezerwować stolik dla dwojga", FRIDAY),
        ("Wiadomości i analiza rynku", "Wiadomości i analiza rynku", "-"), ("Zaplanować i przeprowadzić retro", "Zaplanować i przeprowadzić retro", "-"),
        ("Umyć okna i drzwi", "Umyć okna i drzwi", "-"), ("Raport sprzedaży i marketingu", "Raport sprzedaży i marketingu", "-"),
    ],
}

# Several tasks, written whole: shared context, one call per person, word order.
MULTI = {
    "en": [
        ("Call Anna and then email the deck to Boris by Friday", [("Call Anna", "-"), ("Email the deck to Boris", FRIDAY)]),
        ("Tomorrow call Anna and Boris", [("Call Anna and Boris", TOMORROW)]),
        ("Tomorrow buy milk and call the plumber", [("Buy milk", TOMORROW), ("Call the plumber", TOMORROW)]),
        ("Email Anna, Boris and Carl about the offsite", [("Email Anna, Boris and Carl about the offsite", "-")]),
        ("Buy bread and milk, then call mom", [("Buy bread and milk", "-"), ("Call mom", "-")]),
        ("1. Book the venue\n2. Send invitations\n3. Order catering by Friday", [("Book the venue", "-"), ("Send invitations", "-"), ("Order catering", FRIDAY)]),
        ("- renew the passport\n- pay the parking fine\n- call the insurer", [("Renew the passport", "-"), ("Pay the parking fine", "-"), ("Call the insurer", "-")]),
        ("Review and approve the budget and send it to finance", [("Review and approve the budget", "-"), ("Send it to finance", "-")]),
    ],
    "ru": [
        ("Купить молоко, позвонить маме завтра и до пятницы отправить КП", [("Купить молоко", "-"), ("Позвонить маме", TOMORROW), ("Отправить КП", FRIDAY)]),
        ("Завтра позвонить Анне и Борису", [("Позвонить Анне и Борису", TOMORROW)]),
        ("Завтра купить молоко и вызвать сантехника", [("Купить молоко", TOMORROW), ("Вызвать сантехника", TOMORROW)]),
        ("Купить хлеб и молоко, а потом позвонить маме", [("Купить хлеб и молоко", "-"), ("Позвонить маме", "-")]),
        ("Купить молоко и маме позвонить", [("Купить молоко", "-"), ("Маме позвонить", "-")]),
        ("Написать Анне, Борису и Кириллу про выезд", [("Написать Анне, Борису и Кириллу про выезд", "-")]),
        ("1. Забронировать зал\n2. Разослать приглашения\n3. Заказать кейтеринг до пятницы", [("Забронировать зал", "-"), ("Разослать приглашения", "-"), ("Заказать кейтеринг", FRIDAY)]),
        ("- продлить паспорт\n- оплатить штраф\n- позвонить в страховую", [("Продлить паспорт", "-"), ("Оплатить штраф", "-"), ("Позвонить в страховую", "-")]),
    ],
    "pl": [
        ("Zadzwonić do Anny i Borysa jutro", [("Zadzwonić do Anny i Borysa", TOMORROW)]),
        ("Jutro kupić mleko i wezwać hydraulika", [("Kupić mleko", TOMORROW), ("Wezwać hydraulika", TOMORROW)]),
        ("Kupić chleb i mleko, a potem zadzwonić do mamy", [("Kupić chleb i mleko", "-"), ("Zadzwonić do mamy", "-")]),
        ("Kupić mleko, zadzwonić do mamy jutro i do piątku wysłać ofertę", [("Kupić mleko", "-"), ("Zadzwonić do mamy", TOMORROW), ("Wysłać ofertę", FRIDAY)]),
        ("1. Zarezerwować salę\n2. Rozesłać zaproszenia\n3. Zamówić catering do piątku", [("Zarezerwować salę", "-"), ("Rozesłać zaproszenia", "-"), ("Zamówić catering", FRIDAY)]),
        ("- przedłużyć paszport\n- zapłacić mandat\n- zadzwonić do ubezpieczyciela", [("Przedłużyć paszport", "-"), ("Zapłacić mandat", "-"), ("Zadzwonić do ubezpieczyciela", "-")]),
    ],
}

# Written without running the splitter on them: what a person would mean, hard cases included.
HARD = {
    "en": [
        ("Anna will prepare the offer and Bob will book the venue", [("Anna will prepare the offer", "-"), ("Bob will book the venue", "-")]),
        ("Call the bank tomorrow then pay the rent", [("Call the bank", TOMORROW), ("Pay the rent", "-")]),
        ("Need to buy milk and also renew the car insurance", [("Need to buy milk", "-"), ("Renew the car insurance", "-")]),
        ("Dentist on Friday and call mom", [("Dentist", FRIDAY), ("Call mom", "-")]),
        ("Pick up Anna and Boris from the airport", [("Pick up Anna and Boris from the airport", "-")]),
        ("Remind Anna and Boris about the deadline", [("Remind Anna and Boris about the deadline", "-")]),
        ("Bread, milk and eggs", [("Bread, milk and eggs", "-")]),
    ],
    "ru": [
        ("Позвонить маме, потом в магазин", [("Позвонить маме", "-"), ("В магазин", "-")]),
        ("Анна подготовит КП, а Борис забронирует зал", [("Анна подготовит КП", "-"), ("Борис забронирует зал", "-")]),
        ("Завтра к врачу и позвонить в банк", [("К врачу", TOMORROW), ("Позвонить в банк", TOMORROW)]),
        ("Напомнить Анне и Борису про дедлайн", [("Напомнить Анне и Борису про дедлайн", "-")]),
        ("Хлеб, молоко и яйца", [("Хлеб, молоко и яйца", "-")]),
        ("Купи молоко и позвони маме", [("Купи молоко", "-"), ("Позвони маме", "-")]),
        ("Встретить Анну и Бориса в аэропорту", [("Встретить Анну и Бориса в аэропорту", "-")]),
    ],
    "pl": [
        ("Zadzwonić do mamy, potem do sklepu", [("Zadzwonić do mamy", "-"), ("Do sklepu", "-")]),
        ("Jutro dentysta i zadzwonić do banku", [("Dentysta", TOMORROW), ("Zadzwonić do banku", TOMORROW)]),
        ("Przypomnieć Annie i Borysowi o terminie", [("Przypomnieć Annie i Borysowi o terminie", "-")]),
        ("Chleb, mleko i jajka", [("Chleb, mleko i jajka", "-")]),
        ("Kup mleko i zadzwoń do mamy", [("Kup mleko", "-"), ("Zadzwoń do mamy", "-")]),
        ("Odebrać Annę i Borysa z lotniska", [("Odebrać Annę i Borysa z lotniska", "-")]),
    ],
}

JOINS = {
    "en": [["{0} and {1}"], ["{0}, then {1}"], ["{0}; {1}"], ["{0} and then {1}"], ["{0}, {1} and {2}"], ["{0}, {1}, and then {2}"]],
    "ru": [["{0} и {1}"], ["{0}, а потом {1}"], ["{0}; {1}"], ["{0}, а также {1}"], ["{0}, {1} и {2}"], ["{0}, {1}, а затем {2}"]],
    "pl": [["{0} i {1}"], ["{0}, a potem {1}"], ["{0}; {1}"], ["{0} oraz {1}"], ["{0}, {1} i {2}"], ["{0}, {1}, a następnie {2}"]],
}
# Words and marks that make the next task a later step: a date after it is that step's own.
SEQUENCE = {"en": ["then", ";"], "ru": ["потом", "затем", ";"], "pl": ["potem", "następnie", ";"]}


def spread(form, lang, dues):
    """The due dates of joined pieces once a date after the last one governs those before it
    (back to the last "then" or ";"), unless one of them names its own."""
    joiners = [form.split("{%d}" % k)[0].split("{%d}" % (k - 1))[-1] for k in range(1, len(dues))]
    start = max([k + 1 for k, joiner in enumerate(joiners) if any(w in joiner for w in SEQUENCE[lang])], default=0)
    last = dues[-1]
    if last == "-" or start == len(dues) - 1 or any(d != "-" for d in dues[start:-1]):
        return dues
    return dues[:start] + [last] * (len(dues) - start)

PEOPLE = {"en": ["Anna", "Bob", "Carl"], "ru": ["Анна", "Борис", "Кирилл"], "pl": ["Anna", "Borys", "Karol"]}
REMARKS = {
    "en": ["Weekly sync", "Attendees: Anna, Bob, Carl", "Decision: we stay on Postgres", "- Budget for Q1 approved",
           "## Action items", "FYI the office is closed on the 24th", "Notes:", "- [x] invite the new hire",
           "Agreed: release moves to January", "Q: who owns the roadmap?"],
    "ru": ["Планёрка", "Присутствовали: Анна, Борис, Кирилл", "Решили: остаёмся на Postgres", "Решение: бюджет на Q1 утверждён",
           "## Задачи", "Заметка: офис закрыт 31-го", "Итоги:", "- [x] пригласить новичка", "Договорились: релиз в январе",
           "Вопрос: кто ведёт роадмап?"],
    "pl": ["Cotygodniowe spotkanie", "Obecni: Anna, Borys, Karol", "Decyzja: zostajemy przy Postgres", "Ustalono: budżet na Q1 przyjęty",
           "## Zadania", "Uwaga: biuro zamknięte 24-go", "Podsumowanie:", "- [x] zaprosić nową osobę", "Notatka: wydanie w styczniu",
           "Pytanie: kto prowadzi roadmapę?"],
}
ASSIGN = {"en": ["AI: {p} to {t}", "{p}: {t}", "- {p}: {t}", "TODO {t}", "- [ ] {t}", "- {t}"],
          "ru": ["{p}: {t}", "- {p}: {t}", "TODO: {t}", "- [ ] {t}", "- {t}", "Задача: {t}"],
          "pl": ["{p}: {t}", "- {p}: {t}", "TODO: {t}", "- [ ] {t}", "- {t}", "Zadanie: {t}"]}


# --- Shared context, written from the rules (TaskSplitter+Context.swift), not from examples ---

TODAY = "2026-12-02"

# Tasks with no context of their own, for context to govern: (words, title).
PLAIN = {
    "en": [("renew the parking permit", "Renew the parking permit"), ("order toner", "Order toner"),
           ("draft the agenda", "Draft the agenda"), ("book the meeting room", "Book the meeting room"),
           ("invite the board", "Invite the board"), ("update the budget sheet", "Update the budget sheet"),
           ("prepare the slides", "Prepare the slides")],
    "ru": [("сверить остатки", "Сверить остатки"), ("выставить счёт", "Выставить счёт"), ("позвонить в банк", "Позвонить в банк"),
           ("продлить пропуск", "Продлить пропуск"), ("заказать картридж", "Заказать картридж"),
           ("разослать повестку", "Разослать повестку"), ("забронировать переговорную", "Забронировать переговорную")],
    "pl": [("odnowić kartę parkingową", "Odnowić kartę parkingową"), ("zamówić toner", "Zamówić toner"),
           ("przygotować agendę", "Przygotować agendę"), ("zarezerwować salę", "Zarezerwować salę"),
           ("zaprosić zarząd", "Zaprosić zarząd"), ("zaktualizować budżet", "Zaktualizować budżet"),
           ("wysłać fakturę", "Wysłać fakturę")],
}

# Context said once for several tasks: (as it opens a sentence or heads a list, as it closes a
# sentence, with what stands before it there, the fields it gives).
CONTEXTS = {
    "en": [("Tomorrow", " tomorrow", {"due": TOMORROW}), ("By Friday", " by Friday", {"due": FRIDAY}),
           ("On Monday", " on Monday", {"due": MONDAY}), ("By 3pm", " by 3pm", {"due": TODAY, "time": "15:00"}),
           ("Urgent", ", urgent", {"priority": "high"}), ("Project Apollo", " for the Apollo project", {"project": "Apollo"}),
           ("By Saturday, urgent", " by Saturday, urgent", {"due": SATURDAY, "priority": "high"})],
    "ru": [("Завтра", " завтра", {"due": TOMORROW}), ("До пятницы", " до пятницы", {"due": FRIDAY}),
           ("В понедельник", " в понедельник", {"due": MONDAY}), ("До обеда", " до обеда", {"due": TODAY, "time": "13:00"}),
           ("Срочно", ", срочно", {"priority": "high"}), ("Проект Альфа", ", проект Альфа", {"project": "Альфа"}),
           ("К субботе, срочно", " к субботе, срочно", {"due": SATURDAY, "priority": "high"})],
    "pl": [("Jutro", " jutro", {"due": TOMORROW}), ("Do piątku", " do piątku", {"due": FRIDAY}),
           ("W poniedziałek", " w poniedziałek", {"due": MONDAY}), ("Do 15:00", " do 15:00", {"due": TODAY, "time": "15:00"}),
           ("Pilne", ", pilne", {"priority": "high"}), ("Projekt Apollo", ", projekt Apollo", {"project": "Apollo"}),
           ("W sobotę, pilne", " w sobotę, pilne", {"due": SATURDAY, "priority": "high"})],
}

# An opening before the first task governs every task of the sentence; a modal goes with it.
OPENINGS = {
    "en": ["{C}, {0}, {1} and {2}", "{C}: {0} and {1}", "{C} I need to {0}, {1} and {2}", "{C} {0} and {1}"],
    "ru": ["{C}, {0}, {1} и {2}", "{C}: {0} и {1}", "{C} нужно {0}, {1} и {2}", "{C} {0} и {1}"],
    "pl": ["{C}, {0}, {1} i {2}", "{C}: {0} i {1}", "{C} trzeba {0}, {1} i {2}", "{C} {0} i {1}"],
}
# A closing after the last task governs the tasks before it, back to a "then".
CLOSINGS = {
    "en": ["{0} and {1}{c}", "{0}, {1} and {2}{c}"],
    "ru": ["{0} и {1}{c}", "{0}, {1} и {2}{c}"],
    "pl": ["{0} i {1}{c}", "{0}, {1} i {2}{c}"],
}
THEN = {"en": "{0}, then {1}{c}", "ru": "{0}, а потом {1}{c}", "pl": "{0}, a potem {1}{c}"}
# Each task says its own: the closing is the last one's.
PARALLEL = {"en": "{0}{a} and {1}{b}", "ru": "{0}{a} и {1}{b}", "pl": "{0}{a} i {1}{b}"}
# A heading over items, to the next heading or the blank line after them.
HEADINGS = ["{C}:\n- {0}\n- {1}\n- {2}", "{C}:\n1. {0}\n2. {1}", "## {C}\n- {0}\n- {1}", "{C}:\n- {0}\n- {1}\n\n{2!}"]

# Meeting notes: what was agreed, passed on or reported is no action item; an owner with an
# action is. ({0}, {1}: agreed actions, not items; {2}, {3}: items.)
RECORDS = {
    "en": ["Agreed to {0}", "We decided to {1}", "FYI the office is closed on Friday", "Anna: on leave until Monday",
           "Bob to {2}", "Anna: {3}", "Status: the release is on track"],
    "ru": ["Решили {0}", "Договорились {1}", "К сведению: офис закрыт в пятницу", "Анна: в отпуске до понедельника",
           "Борис должен {2}", "Анна: {3}", "Статус: релиз идёт по плану"],
    "pl": ["Postanowiono {0}", "Ustalono, że premiera będzie w styczniu", "Do wiadomości: biuro zamknięte w piątek",
           "Anna: na urlopie do poniedziałku", "Borys ma {2}", "Anna: {3}", "Status: wydanie idzie zgodnie z planem"],
}
RECORD_OWNERS = {"en": ("bob", "anna"), "ru": ("борис", "анна"), "pl": ("borys", "anna")}

# One action over coordinated objects or a compound noun: a conjunction splits only where a new
# action begins.
ONE_ACTION = {
    "en": ["Call Anna and Tom about the contract", "Email Boris and Carl about the offsite",
           "Remind Tom and Carl about the deadline", "Fix the search and replace dialog", "Test the drag and drop editor",
           "Fix the copy and paste bug"],
    "ru": ["Позвонить Анне и Тому по поводу договора", "Написать Борису и Кириллу про выезд",
           "Напомнить Тому и Кириллу о дедлайне", "Исправить диалог поиска и замены", "Купить соль и сахар",
           "Проверить отчёт и смету"],
    "pl": ["Zadzwonić do Anny i Tomka w sprawie umowy", "Napisać do Borysa i Karola o wyjeździe",
           "Przypomnieć Tomkowi i Karolowi o terminie", "Naprawić okno wyszukiwania i zamiany", "Kupić sól i cukier",
           "Sprawdzić raport i kosztorys"],
}


def rule_cases(lang):
    """Utterances written from the rules of shared context, with the tasks each rule gives."""
    out = []
    plain, contexts = PLAIN[lang], CONTEXTS[lang]

    def pick(n, offset):
        return [plain[(offset + k) % len(plain)] for k in range(n)]

    def add(kind, text, tasks, notes=False):
        item = {"lang": lang, "class": kind, "text": text, "tasks": tasks}
        if notes:
            item["notes"] = True
        out.append(item)

    def governed(piece, fields):
        return task(piece[1], fields.get("due", "-"), **{k: v for k, v in fields.items() if k != "due"})

    for n, (opening, closing, fields) in enumerate(contexts):
        form = OPENINGS[lang][n % len(OPENINGS[lang])]
        pieces = pick(form.count("{") - 1, n)
        add("opening", form.format(*[p[0] for p in pieces], C=opening), [governed(p, fields) for p in pieces])

        form = CLOSINGS[lang][n % len(CLOSINGS[lang])]
        pieces = pick(form.count("{") - 1, n + 2)
        text = form.format(*[p[0] for p in pieces], c=closing)
        add("closing", text[0].upper() + text[1:], [governed(p, fields) for p in pieces])

        form = HEADINGS[n % len(HEADINGS)]
        pieces = pick(form.count("{") - 1, n + 4)
        # "{2!}": an item after the blank line that ends the block, outside the heading.
        text = form.replace("{2!}", pieces[-1][0] if "{2!}" in form else "").format(*[p[0] for p in pieces], C=opening)
        tasks = [governed(p, fields) for p in pieces]
        if "{2!}" in form:
            tasks[-1] = task(pieces[-1][1], "-")
        add("heading", text, tasks, notes=True)

    dated = [c for c in contexts if "due" in c[2] and "time" not in c[2] and "priority" not in c[2]]
    for n in range(len(dated)):
        (opening, _, shared), (_, own_words, own) = dated[n], dated[(n + 1) % len(dated)]
        pieces = pick(3, n + 1)
        # A task's own date wins over a heading's and an opening's.
        add("own date", f"{opening}:\n- {pieces[0][0]}\n- {pieces[1][0]}{own_words}\n- {pieces[2][0]}",
            [governed(pieces[0], shared), governed(pieces[1], own), governed(pieces[2], shared)], notes=True)
        text = OPENINGS[lang][1].format(pieces[0][0], f"{pieces[1][0]}{own_words}", C=opening)
        add("own date", text, [governed(pieces[0], shared), governed(pieces[1], own)])
        # After "then", a closing date is the last step's own; so it is when each task says its own.
        text = THEN[lang].format(pieces[0][0], pieces[1][0], c=own_words)
        add("own date", text[0].upper() + text[1:], [task(pieces[0][1], "-"), governed(pieces[1], own)])
        text = PARALLEL[lang].format(pieces[0][0], pieces[1][0], a=dated[n][1], b=own_words)
        add("own date", text[0].upper() + text[1:], [governed(pieces[0], shared), governed(pieces[1], own)])

    for n in range(3):
        pieces = pick(4, n * 2)
        lines = [line.format(*[p[0] for p in pieces]) for line in RECORDS[lang]]
        lines = lines[n:] + lines[:n]
        owners = RECORD_OWNERS[lang]
        tasks = [task(pieces[2][1], "-", owners[0]), task(pieces[3][1], "-", owners[1])]
        order = sorted(range(2), key=lambda k: lines.index(RECORDS[lang][4 + k].format(*[p[0] for p in pieces])))
        add("records", "\n".join(lines), [tasks[k] for k in order], notes=True)

    for text in ONE_ACTION[lang]:
        add("one action", text, [task(text, "-")])
    return out


def task(title, due, person=None, **fields):
    return {"title": title, "due": due, "person": person, **fields}


def main():
    rng = random.Random(15)
    out = []
    for lang in ("en", "ru", "pl"):
        for text, title, due in SINGLES[lang]:
            out.append({"lang": lang, "class": "single", "text": text, "tasks": [task(title, due)]})
        for kind, items in (("multi", MULTI[lang]), ("hard", HARD[lang])):
            for text, tasks in items:
                out.append({"lang": lang, "class": kind, "text": text, "tasks": [task(t, d) for t, d in tasks]})
        pieces = PIECES[lang]
        for n in range(30):
            form = JOINS[lang][n % len(JOINS[lang])][0]
            k = form.count("{")
            chosen = rng.sample(pieces, k)
            text = form.format(*[p[0] for p in chosen])
            text = text[0].upper() + text[1:]
            dues = spread(form, lang, [p[2] for p in chosen])
            out.append({"lang": lang, "class": "joined", "text": text,
                        "tasks": [task(p[1], due) for p, due in zip(chosen, dues)]})
        for n in range(10):
            lines, tasks = [], []
            size = 5 + (n * 25) // 9  # 5 … 30 lines
            while len(lines) < size:
                if rng.random() < 0.45:
                    lines.append(rng.choice(REMARKS[lang]))
                    continue
                piece = rng.choice(pieces)
                form = rng.choice(ASSIGN[lang])
                person = rng.choice(PEOPLE[lang]) if "{p}" in form else None
                lines.append(form.format(p=person, t=piece[0]))
                tasks.append(task(piece[1], piece[2], person.lower() if person else None))
            out.append({"lang": lang, "class": "notes", "text": "\n".join(lines), "tasks": tasks, "notes": True})
    for lang in ("en", "ru", "pl"):
        out += rule_cases(lang)
    for item in out:
        item["count"] = len(item["tasks"])
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "split_corpus.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for item in out:
            f.write(json.dumps(item, ensure_ascii=False) + "\n")
    print(f"{len(out)} items")


if __name__ == "__main__":
    main()
