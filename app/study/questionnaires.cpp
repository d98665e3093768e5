#include "questionnaires.h"

namespace instants::study {

namespace {

struct SusWording {
    const char* fr;
    const char* en;
};

// English: Brooke (1996). French: the F-SUS (Gronier & Baudet 2021). See the header.
constexpr SusWording kSus[kSusItemCount] = {
    {"Je voudrais utiliser ce système fréquemment.",
     "I think that I would like to use this system frequently."},
    {"Ce système est inutilement complexe.", "I found the system unnecessarily complex."},
    {"Ce système est facile à utiliser.", "I thought the system was easy to use."},
    {"J'aurais besoin du soutien d'un technicien pour être capable d'utiliser ce système.",
     "I think that I would need the support of a technical person to be able to use this system."},
    {"Les différentes fonctionnalités de ce système sont bien intégrées.",
     "I found the various functions in this system were well integrated."},
    {"Il y a trop d'incohérences dans ce système.",
     "I thought there was too much inconsistency in this system."},
    {"La plupart des gens apprendraient à utiliser ce système très rapidement.",
     "I would imagine that most people would learn to use this system very quickly."},
    {"Ce système est très contraignant à utiliser.", "I found the system very cumbersome to use."},
    {"Je me suis senti(e) très confiant(e) en utilisant ce système.",
     "I felt very confident using the system."},
    {"J'ai dû apprendre beaucoup de choses avant de me sentir familiarisé(e) avec ce système.",
     "I needed to learn a lot of things before I could get going with this system."},
};

}  // namespace

Text seqQuestion() {
    return {QStringLiteral("Dans l'ensemble, cette tâche a été difficile ou facile à réaliser ?"),
            QStringLiteral("Overall, how difficult or easy was the task to complete?")};
}
Text seqLow() {
    return {QStringLiteral("Très difficile"), QStringLiteral("Very difficult")};
}
Text seqHigh() {
    return {QStringLiteral("Très facile"), QStringLiteral("Very easy")};
}

Text susItem(int number) {
    if (number < 1 || number > kSusItemCount) {
        return {};
    }
    const SusWording& w = kSus[number - 1];
    return {QString::fromUtf8(w.fr), QString::fromUtf8(w.en)};
}

QList<Text> susItems() {
    QList<Text> out;
    for (int i = 1; i <= kSusItemCount; ++i) {
        out.append(susItem(i));
    }
    return out;
}

Text susLow() {
    return {QStringLiteral("Pas du tout d'accord"), QStringLiteral("Strongly disagree")};
}
Text susHigh() {
    return {QStringLiteral("Tout à fait d'accord"), QStringLiteral("Strongly agree")};
}

std::optional<double> susScore(const QList<int>& tenAnswers) {
    if (tenAnswers.size() != kSusItemCount) {
        return std::nullopt;
    }
    int sum = 0;
    for (qsizetype i = 0; i < tenAnswers.size(); ++i) {
        const int v = tenAnswers.at(i);
        if (v < 1 || v > kSusScale) {
            return std::nullopt;
        }
        // Items 1, 3, 5, ... (index 0, 2, ...) are worded positively, the others negatively.
        sum += i % 2 == 0 ? v - 1 : kSusScale - v;
    }
    return 2.5 * sum;
}

}  // namespace instants::study
