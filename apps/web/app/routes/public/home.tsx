import { CatalogueSection } from '../../features/catalogue';
import { HomePage } from '../../features/public-site';

export default function Home() {
  return <HomePage catalogue={<CatalogueSection />} />;
}
