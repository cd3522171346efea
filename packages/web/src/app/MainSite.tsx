import { Navigate, Route, Routes } from 'react-router';
import { LandingPage } from '../features/landing/LandingPage';
import { RegisterPage } from '../features/registration/RegisterPage';
import { PlaceholderPage } from '../features/shell/PlaceholderPage';

/** Main domain routes (spec §2); every other path goes to /. */
export function MainSite() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/login" element={<PlaceholderPage title="Şirket Girişi" standalone />} />
      <Route path="/onboarding" element={<PlaceholderPage title="14 Gün Ücretsiz Deneme" standalone />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/setup-organization" element={<PlaceholderPage title="Organizasyon Kurulumu" standalone />} />
      <Route path="/leave-approval/:token" element={<PlaceholderPage title="Geçmiş İzin Onayı" standalone />} />
      <Route path="/test-design" element={<PlaceholderPage title="Tasarım Örneği" standalone />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
