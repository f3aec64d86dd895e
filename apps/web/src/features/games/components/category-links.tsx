import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CategoryIcon } from '@/components/ui/menu-icons';
import { useGameCategories } from '../hooks/use-game-categories';
import { categoryPaths } from '../lib/categories';
import './category-links.css';

/** Tiles linking to each game category page (home quick links). */
export function CategoryLinks() {
  const { t } = useTranslation();
  const { browsable } = useGameCategories();
  return (
    <ul className="category-links">
      {browsable.map((category) => (
        <li key={category}>
          <Link className="category-links__item" to={categoryPaths[category]} data-category={category}>
            <span className="category-links__icon">
              <CategoryIcon category={category} size={26} />
            </span>
            <span className="category-links__label">{t(`categories.${category}`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
