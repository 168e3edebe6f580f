// The Preact build's `react` and `react-dom` for the shop (build.mjs aliases them here; the back-office keeps
// preact/compat). The shop imports React's hooks and Component only, and @nanostores/react its
// useSyncExternalStore: preact/compat's whole React API was 5.6 KiB of the first screen's JavaScript
// (docs/first-screen.md#the-first-screens-bytes). What React does differently from Preact on the shop's elements is
// translated here, as preact/compat 10.29 does it (src/render.js, handleDomVNode and options.event):
// - onChange on a text field is React's per-keystroke change, the DOM's `input` event (the DOM's `change` comes on blur);
// - onFocus and onBlur bubble in React: the DOM's focusin and focusout;
// - onDoubleClick is the DOM's dblclick;
// - SVG attributes React names in camelCase (fillRule) are dashed in the DOM (fill-rule);
// - a handler's event has a nativeEvent (the DOM event itself, as in compat).
// Class names need nothing: Preact sets className as a property, and as `class` on SVG (src/diff/props.js).
import { options } from 'preact'
import { useEffect, useLayoutEffect, useState } from 'preact/hooks'

export { Component, createContext, createElement, Fragment } from 'preact'
export { useCallback, useContext, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks'

/** preact/compat's CAMEL_PROPS: the SVG presentation attributes React spells in camelCase. */
const CAMEL_PROPS =
  /^(?:accent|alignment|arabic|baseline|cap|clip(?!PathU)|color|dominant|fill|flood|font|glyph(?!R)|horiz|image(!S)|letter|lighting|marker(?!H|W|U)|overline|paint|pointer|shape|stop|strikethrough|stroke|text(?!L)|transform|underline|unicode|units|v|vector|vert|word|writing|x(?!C))[A-Z]/
/** Input types whose React onChange is the DOM's change event (files, check boxes, radio buttons). */
const CHANGE_ON_CHANGE = /fil|che|rad/
const DOM_EVENT = { onfocus: 'onfocusin', onblur: 'onfocusout', ondoubleclick: 'ondblclick' }

const previousVNode = options.vnode
options.vnode = (vnode) => {
  if (typeof vnode.type === 'string') vnode.props = domProps(vnode.type, vnode.props)
  if (previousVNode) previousVNode(vnode)
}

const previousEvent = options.event
options.event = (event) => {
  const handled = previousEvent ? previousEvent(event) : event
  handled.nativeEvent = handled
  return handled
}

function domProps(type, props) {
  const translated = {}
  for (const name in props) {
    let domName = domPropName(type, name, props)
    // React runs both an onChange and an onInput of a text field: the second is kept as a capturing listener.
    if (domName === 'oninput' && translated.oninput) domName = 'oninputCapture'
    translated[domName] = props[name]
  }
  return translated
}

function domPropName(type, name, props) {
  const lowerCased = name.toLowerCase()
  if (lowerCased === 'onchange' && (type === 'input' || type === 'textarea') && !CHANGE_ON_CHANGE.test(props.type)) return 'oninput'
  if (lowerCased === 'oninput') return lowerCased
  if (DOM_EVENT[lowerCased]) return DOM_EVENT[lowerCased]
  if (!type.includes('-') && CAMEL_PROPS.test(name)) return name.replace(/[A-Z0-9]/g, '-$&').toLowerCase()
  return name
}

/** preact/compat's useSyncExternalStore (src/hooks.js), for @nanostores/react's useStore. */
export function useSyncExternalStore(subscribe, getSnapshot) {
  const value = getSnapshot()
  const [{ store }, forceUpdate] = useState({ store: { value, getSnapshot } })
  useLayoutEffect(() => {
    store.value = value
    store.getSnapshot = getSnapshot
    if (snapshotChanged(store)) forceUpdate({ store })
  }, [subscribe, value, getSnapshot])
  useEffect(() => {
    if (snapshotChanged(store)) forceUpdate({ store })
    return subscribe(() => {
      if (snapshotChanged(store)) forceUpdate({ store })
    })
  }, [subscribe])
  return value
}

function snapshotChanged(store) {
  try {
    return !Object.is(store.value, store.getSnapshot())
  } catch {
    return true
  }
}
