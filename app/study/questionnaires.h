#pragma once
// The standard questionnaires of the usability lab (docs/usability-lab.md): their wording in
// French and English, for the client's screens and the report, and the SUS score.
//
// - Single Ease Question (SEQ), after each task: Sauro, J. & Dumas, J. S. (2009), "Comparison
//   of three one-question, post-task usability questionnaires", Proc. CHI 2009, 1599-1608;
//   wording as in Sauro & Lewis, "Quantifying the User Experience" (2nd ed., 2016): "Overall,
//   how difficult or easy was the task to complete?", 7 points, 1 = Very difficult, 7 = Very
//   easy. The French wording is this project's translation.
// - System Usability Scale (SUS), at the end: Brooke, J. (1996), "SUS: A 'quick and dirty'
//   usability scale", in Jordan, Thomas, Weerdmeester & McClelland (eds.), Usability
//   Evaluation in Industry, Taylor & Francis, 189-194 (5 points, 1 = Strongly disagree, 5 =
//   Strongly agree). French: the F-SUS, Gronier, G. & Baudet, A. (2021), "Psychometric
//   Evaluation of the F-SUS: Creation and Validation of the French Version of the System
//   Usability Scale", International Journal of Human-Computer Interaction 37(16), 1571-1582,
//   doi:10.1080/10447318.2021.1898828 (1 = Pas du tout d'accord, 5 = Tout à fait d'accord).
//   Both speak of "the system" / « ce système », as the originals do.

#include <QList>
#include <optional>

#include "studyprotocol.h"

namespace instants::study {

inline constexpr int kSeqScale = 7;
inline constexpr int kSusItemCount = 10;
inline constexpr int kSusScale = 5;

/// The SEQ's question and the labels of its points 1 and 7.
Text seqQuestion();
Text seqLow();
Text seqHigh();

/// SUS item `number` (1 to 10, in the questionnaire's order: odd items positive, even items
/// negative); an empty Text for another number.
Text susItem(int number);
/// The ten SUS items, item 1 first.
QList<Text> susItems();
/// The labels of the SUS's points 1 and 5.
Text susLow();
Text susHigh();

/// The SUS score (Brooke 1996): 2.5 × (Σ odd items (v − 1) + Σ even items (5 − v)), from 0 to
/// 100, for the ten answers in item order. nullopt unless there are exactly ten answers, each
/// from 1 to 5 (a participant who did not answer all ten has no score).
std::optional<double> susScore(const QList<int>& tenAnswers);

}  // namespace instants::study
