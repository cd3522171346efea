import './platform/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { bootLanguage, startInLanguage } from './platform/language';
import { ToastProvider } from './ui/Toast';
import './styles.css';

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <ToastProvider>
          <App />
        </ToastProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}

// A Turkish page renders at once; an English one after its texts have loaded (platform/language.ts).
const language = bootLanguage();
if (language === 'tr') render();
else void startInLanguage(language).then(render, render);
