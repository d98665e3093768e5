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
