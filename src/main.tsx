import './host/embedded-start.ts'

import { createRoot } from 'react-dom/client'

import { startHostBridge } from './host/host-listeners.ts'
import './styles/index.css'
import { App } from './ui/App.tsx'
import { firstPageReady } from './ui/first-page.ts'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')
startHostBridge()
void firstPageReady().then(() => createRoot(container).render(<App />))
