import type { BaseQueryFn } from '@reduxjs/toolkit/query'
import { createApi } from '@reduxjs/toolkit/query/react'
import axios, { type AxiosError, type AxiosRequestConfig } from 'axios'

export interface Product {
  id: number
  label: string
  category: string
  price: number
  moneyType: 'tokens' | 'cash'
  image: string
  theme: string
  index: number
  stocks: number | null
  isDailyShopOnly: boolean
}

export interface ShopVerResponse {
  shopVer: string
  shopData?: { products: Product[]; home: { bestSeller: number[]; shouldInterest: number[] } }
}

const http = axios.create({ baseURL: '/api', timeout: 15_000, withCredentials: true })

/** RTK Query's documented axios base query. */
const axiosBaseQuery: BaseQueryFn<{ url: string; method?: AxiosRequestConfig['method']; params?: unknown }> = async ({
  url,
  method,
  params
}) => {
  try {
    const response = await http.request({ url, method, params })
    return { data: response.data }
  } catch (failure) {
    const error = failure as AxiosError
    return { error: { status: error.response?.status, data: error.response?.data ?? error.message } }
  }
}

export const shopApi = createApi({
  reducerPath: 'shopApi',
  baseQuery: axiosBaseQuery,
  endpoints: (build) => ({
    shopData: build.query<ShopVerResponse, void>({ query: () => ({ url: '/shopVer' }) })
  })
})

export const { useShopDataQuery } = shopApi
