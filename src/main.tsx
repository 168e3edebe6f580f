import './host/embedded-start.ts'

import { createRoot } from 'react-dom/client'

import { startHostBridge } from './host/host-listeners.ts'
import './styles/index.css'
import { App } from './ui/App.tsx'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')
startHostBridge()
createRoot(container).render(<App />)
