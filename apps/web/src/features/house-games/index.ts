export { HouseGamePage, type HouseGamePageProps } from './components/house-game-page';
