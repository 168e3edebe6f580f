import { createRoot } from 'react-dom/client'

import './styles/index.css'
import { App } from './ui/App.tsx'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')
createRoot(container).render(<App />)
