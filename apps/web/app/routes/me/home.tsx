import { MyCertificates } from '../../features/certificates';
import { MyAreaPage } from '../../features/student';

export default function MeHome() {
  return <MyAreaPage certificates={<MyCertificates />} />;
}
