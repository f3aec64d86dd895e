/**
 * The house vendor's games as pure functions, shared by the game server (which draws the outcomes) and the browser
 * (whose verify page re-derives them): the provably fair random stream, each game's pay table and its evaluation.
 */
export {};
