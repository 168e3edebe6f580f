import { combineReducers, configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist'
import storage from 'redux-persist/es/storage'

import { shopApi } from './shop-api.ts'

const preferences = createSlice({
  name: 'preferences',
  initialState: { currency: 'EUR' },
  reducers: {
    chooseCurrency(state, action: PayloadAction<string>) {
      state.currency = action.payload
    }
  }
})

export const { chooseCurrency } = preferences.actions

const rootReducer = combineReducers({
  preferences: persistReducer({ key: 'preferences', version: 1, storage }, preferences.reducer),
  [shopApi.reducerPath]: shopApi.reducer
})

export const store = configureStore({
  reducer: rootReducer,
  middleware: (getDefault) =>
    getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }).concat(shopApi.middleware)
})

export const persistor = persistStore(store)
export type RootState = ReturnType<typeof store.getState>
