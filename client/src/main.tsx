import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles/base.css';
import './styles/layout.css';
import './styles/forms.css';
import './styles/profile.css';
import './styles/static-pages.css';
import './styles/compare.css';
import './styles/dashboard.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
