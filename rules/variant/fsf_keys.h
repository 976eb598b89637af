#pragma once
// The variants.ini keys no rule owns (fsf_key.h): the board, the pieces, the start position, the
// pawn's runs, the draw rules and the engine's own settings, one row a key. The pieces the engine
// names by word (`knight = n`) are rows of the importer's piece table, beside their moves.
#include "rules/variant/fsf_key.h"

namespace rules {

inline constexpr FsfKey kBasicFsfKeys[] = {
    {"maxRank", FsfType::kRank},
    {"maxFile", FsfType::kFile},
    {"startFen", FsfType::kText},
    {"customPiece", FsfType::kPiece, FsfUse::kRead, {}, {}, true},
    {"kingType", FsfType::kPiece},
    {"pawnTypes", FsfType::kPieceTypes},
    {"doubleStep", FsfType::kBool},
    {"doubleStepRank", FsfType::kRank},
    {"doubleStepRegionWhite", FsfType::kRegion},
    {"doubleStepRegionBlack", FsfType::kRegion},
    {"tripleStepRegionWhite", FsfType::kRegion},
    {"tripleStepRegionBlack", FsfType::kRegion},
    {"firstRankDoubleSteps", FsfType::kBool},
    // En passant is taken wherever a run ends.
    {"enPassantRegion", FsfType::kRegion, FsfUse::kAccepted},
    // The draw rules change no move; the rules sheet words them.
    {"nMoveRule", FsfType::kInt},
    {"nMoveRuleTypes", FsfType::kPieceTypes, FsfUse::kAccepted},  // which moves reset the count
    {"nMoveRuleTypesWhite", FsfType::kPieceTypes, FsfUse::kAccepted},
    {"nMoveRuleTypesBlack", FsfType::kPieceTypes, FsfUse::kAccepted},
    {"nFoldRule", FsfType::kInt},
    {"nFoldValue", FsfType::kValue},
    {"nFoldValueAbsolute", FsfType::kBool},
    {"perpetualCheckIllegal", FsfType::kBool},
    {"moveRepetitionIllegal", FsfType::kBool, FsfUse::kDefaultOnly, "false"},
    {"chasingRule", FsfType::kText, FsfUse::kDefaultOnly, "none"},
    {"chess960", FsfType::kBool, FsfUse::kDefaultOnly, "false"},
    {"enclosingDrop", FsfType::kText, FsfUse::kDefaultOnly, "none",
     "drops that must enclose pieces (Reversi's, Ataxx's)"},
    {"enclosingDropStart", FsfType::kRegion, FsfUse::kDefaultOnly, "-",
     "drops that must enclose pieces (Reversi's, Ataxx's)"},
    {"flipEnclosedPieces", FsfType::kText, FsfUse::kDefaultOnly, "none", "pieces turned over by enclosing them"},
    {"variantTemplate", FsfType::kText, FsfUse::kEngineOnly},
    {"pieceToCharTable", FsfType::kText, FsfUse::kEngineOnly},
    {"pocketSize", FsfType::kInt, FsfUse::kEngineOnly},
    {"endgameEval", FsfType::kText, FsfUse::kEngineOnly},
    {"twoBoards", FsfType::kBool, FsfUse::kOtherGame, "false"},
    {"connectN", FsfType::kInt, FsfUse::kOtherGame, "0"},
    {"connectNxN", FsfType::kInt, FsfUse::kOtherGame, "0"},
    {"connectRegion1White", FsfType::kRegion, FsfUse::kOtherGame, "-"},
    {"connectRegion2White", FsfType::kRegion, FsfUse::kOtherGame, "-"},
    {"connectRegion1Black", FsfType::kRegion, FsfUse::kOtherGame, "-"},
    {"connectRegion2Black", FsfType::kRegion, FsfUse::kOtherGame, "-"},
    {"dropOnTop", FsfType::kBool, FsfUse::kOtherGame, "false"},
};

}  // namespace rules
