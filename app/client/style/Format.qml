pragma Singleton
import QtQml

// Display formatting only. Money always arrives as integer cents; nothing here computes a
// prize or a balance, it only writes a number the way a French ticket prints it.
QtObject {
    id: root

    // U+202F narrow no-break space between thousands, U+00A0 no-break space before the euro
    // sign, U+2212 minus sign: "1 234,50 €", "−2,00 €".
    readonly property string thousandsSeparator: "\u202f"
    readonly property string currencySuffix: "\u00a0€"

    // Groups the digits of a non-negative integer by thousands: 1234567 -> "1 234 567".
    function groupThousands(value: int): string {
        let digits = String(Math.abs(value))
        let grouped = ""
        while (digits.length > 3) {
            grouped = root.thousandsSeparator + digits.slice(-3) + grouped
            digits = digits.slice(0, -3)
        }
        return digits + grouped
    }

    // Odds as the regulations print them: "500000.00" from the engine -> "1 chance sur
    // 500 000,00" (thousands grouped, decimal comma), in the interface's language.
    function odds(text: string): string {
        const parts = String(text).split(".")
        const whole = root.groupThousands(parseInt(parts[0]))
        return qsTr("1 chance sur %1").arg(parts.length > 1 ? whole + "," + parts[1] : whole)
    }

    // A share as a percentage with `decimals` places and a decimal comma: 0.1100 -> "11,00".
    function percent(share: real, decimals: int): string {
        return (100 * share).toFixed(decimals).replace(".", ",")
    }

    // The interface's language ("fr" or "en"), set by Main from the settings.
    property string language: "fr"

    // A journal time (ISO 8601, UTC) as the local date and time in the interface's language:
    // "2026-12-01T08:37:12Z" -> "1 décembre 2026 à 09:37" in Paris, "1 December 2026, 09:37".
    function localDateTime(iso: string): string {
        const utc = /(Z|[+-][0-9][0-9]:?[0-9][0-9])$/.test(iso) ? iso : iso + "Z"
        const d = new Date(utc)
        if (isNaN(d.getTime()))
            return iso
        return root.language === "en" ? d.toLocaleString(Qt.locale("en_GB"), "d MMMM yyyy, HH:mm")
                                      : d.toLocaleString(Qt.locale("fr_FR"), "d MMMM yyyy 'à' HH:mm")
    }

    // A length of play in whole minutes: 754000 -> "12 min", 3900000 -> "1 h 05 min",
    // 3600000 -> "1 h".
    function duration(ms: real): string {
        const minutes = Math.max(0, Math.floor(ms / 60000))
        if (minutes < 60)
            return minutes + "\u00a0min"
        const rest = minutes % 60
        const hours = Math.floor(minutes / 60) + "\u00a0h"
        return rest === 0 ? hours : hours + "\u00a0" + (rest < 10 ? "0" : "") + rest + "\u00a0min"
    }

    // A journal time (ISO 8601, UTC) as the local time of day, with the date when it is not
    // today: "14:05", "7 décembre à 14:05" / "7 December, 14:05".
    function localTime(iso: string): string {
        const d = new Date(iso)
        if (isNaN(d.getTime()))
            return iso
        const today = new Date()
        const sameDay = d.getFullYear() === today.getFullYear() && d.getMonth() === today.getMonth()
                        && d.getDate() === today.getDate()
        if (sameDay)
            return d.toLocaleString(Qt.locale("fr_FR"), "HH:mm")
        return root.language === "en" ? d.toLocaleString(Qt.locale("en_GB"), "d MMMM, HH:mm")
                                      : d.toLocaleString(Qt.locale("fr_FR"), "d MMMM 'à' HH:mm")
    }

    // Cents as French euros, always with two decimals: 123450 -> "1 234,50 €".
    function money(cents: int): string {
        const sign = cents < 0 ? "\u2212" : ""
        const magnitude = Math.abs(cents)
        const euros = Math.floor(magnitude / 100)
        const rest = magnitude % 100
        return sign + root.groupThousands(euros) + "," + (rest < 10 ? "0" : "") + rest
                + root.currencySuffix
    }

    // Like money(), but whole amounts drop ",00" as tickets print them: 1000000 -> "10 000 €",
    // 150 -> "1,50 €".
    function moneyShort(cents: int): string {
        if (cents % 100 !== 0)
            return root.money(cents)
        const sign = cents < 0 ? "\u2212" : ""
        return sign + root.groupThousands(Math.abs(cents) / 100) + root.currencySuffix
    }

    // A number zero-padded to `digits` digits: pad(42, 4) -> "0042".
    function pad(value: int, digits: int): string {
        let text = String(Math.abs(value))
        while (text.length < digits)
            text = "0" + text
        return text
    }
}
