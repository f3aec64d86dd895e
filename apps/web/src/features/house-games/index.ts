export { HouseGamePage } from './components/house-game-page';
