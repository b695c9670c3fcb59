import TaskDraftKit

extension CrossCheckWarning {
    public var polish: String {
        switch self {
        case .inventedDeadline(let proposed): return "model zaproponował termin, którego nie podano (\(proposed)); odrzucono go"
        case .otherDeadline(let proposed, let kept): return "model odczytał termin jako \(proposed); zostawiono \(kept) z twoich słów"
        case .missedDeadline(let kept): return "model pominął podany termin; zostawiono \(kept) z twoich słów"
        case .inventedReminders(let proposed):
            return "model zaproponował przypomnienie, o które nie proszono (\(proposed.map(\.description).joined(separator: ", "))); odrzucono je"
        case .inventedRecurrence(let proposed):
            return "model zaproponował regułę powtarzania, której nie podano (\(proposed.rrule)); odrzucono ją"
        case .otherRecurrence(let proposed, let kept):
            return "model odczytał regułę powtarzania jako \(proposed.rrule); zostawiono \(kept.rrule) z twoich słów"
        case .missedRecurrence(let kept): return "model pominął podaną regułę powtarzania; zostawiono \(kept.rrule) z twoich słów"
        case .otherPriority(let proposed, let kept):
            return "model odczytał priorytet jako „\(proposed.polish)”; zostawiono „\(kept.polish)” z twoich słów"
        case .inventedPriority(let proposed): return "model ustawił priorytet „\(proposed.polish)”, o który nie proszono; odrzucono go"
        case .inventedProject(let project): return "model dodał projekt \(Polish.quoted(project)), którego nie podano; odrzucono go"
        case .missedProject(let kept): return "model pominął podany projekt; zostawiono \(Polish.quoted(kept)) z twoich słów"
        case .inventedTags(let tags): return "model dodał tagi, których nie podano (\(tags.joined(separator: ", "))); odrzucono je"
        case .missedTags(let tags): return "model pominął tagi z twoich słów (\(tags.joined(separator: ", "))); dodano je"
        case .inventedText(let field): return "model napisał \(field.polish), do których twoje słowa nie dają podstaw; odrzucono je"
        case .inventedPlan(let field, let proposed):
            return "model wypełnił pole „\(field.polish)”, którego nie podano (\(proposed)); odrzucono wartość"
        case .otherPlan(let field, let proposed, let kept):
            return "model odczytał pole „\(field.polish)” jako \(proposed); zostawiono \(kept) z twoich słów"
        case .missedPlan(let field, let kept): return "model pominął pole „\(field.polish)” z twoich słów; zostawiono \(kept)"
        case .inventedParent(let parent):
            return "model uczynił ją podzadaniem zadania \(parent), czego twoje słowa nie mówią; odrzucono to"
        case .inventedDepends(let tasks):
            return "model kazał jej czekać na zadanie \(tasks.joined(separator: ", ")), czego twoje słowa nie mówią; odrzucono to"
        case .otherTitle(let proposed, let kept, let sharesNoWord):
            let why = sharesNoWord ? "nie ma ani jednego słowa z twoich" : "mówi co innego niż twoje słowa"
            return "tytuł modelu \(Polish.quoted(proposed)) \(why); zostawiono \(Polish.quoted(kept))"
        }
    }

}
