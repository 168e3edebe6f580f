import bumpCatalogRevision from './bump_catalog_revision.sql'
import purchaseLineRefusal from './purchase_line_refusal.sql'
import buyProducts from './buy_products.sql'
import purchaseRefusal from './purchase_refusal.sql'
import keepStockChanges from './keep_stock_changes.sql'
import spreadProductStock from './spread_product_stock.sql'
import setProductStock from './set_product_stock.sql'
import takeProductStock from './take_product_stock.sql'
import putProductStock from './put_product_stock.sql'
import adjustProductStock from './adjust_product_stock.sql'
import refuseStaffActionChange from './refuse_staff_action_change.sql'
import parisDay from './paris_day.sql'
import salesShard from './sales_shard.sql'
import addOrderSale from './add_order_sale.sql'
import addLineSale from './add_line_sale.sql'
import addStoreSale from './add_store_sale.sql'
import noteFirstBuy from './note_first_buy.sql'
import refreshFirstBuy from './refresh_first_buy.sql'
import rollUpOrder from './roll_up_order.sql'
import rollUpOrderLine from './roll_up_order_line.sql'
import rollUpStoreTransaction from './roll_up_store_transaction.sql'
import compactSalesRollups from './compact_sales_rollups.sql'

export interface StoredFunction {
  /** The function's name, and its file's: web/db/functions/<name>.sql. */
  name: string
  sql: string
}

/**
 * Each stored function's one current definition, (re)applied after the migrations whenever its text changes
 * (migrate.ts); the numbered migrations that first defined them stay as shipped. In this order: a function a later
 * one's SQL body calls comes first. A changed signature: the file drops the old one first (web/README.md).
 */
export const STORED_FUNCTIONS: readonly StoredFunction[] = [
  { name: 'bump_catalog_revision', sql: bumpCatalogRevision },
  { name: 'purchase_line_refusal', sql: purchaseLineRefusal },
  { name: 'buy_products', sql: buyProducts },
  { name: 'purchase_refusal', sql: purchaseRefusal },
  { name: 'keep_stock_changes', sql: keepStockChanges },
  { name: 'spread_product_stock', sql: spreadProductStock },
  { name: 'set_product_stock', sql: setProductStock },
  { name: 'take_product_stock', sql: takeProductStock },
  { name: 'put_product_stock', sql: putProductStock },
  { name: 'adjust_product_stock', sql: adjustProductStock },
  { name: 'refuse_staff_action_change', sql: refuseStaffActionChange },
  { name: 'paris_day', sql: parisDay },
  { name: 'sales_shard', sql: salesShard },
  { name: 'add_order_sale', sql: addOrderSale },
  { name: 'add_line_sale', sql: addLineSale },
  { name: 'add_store_sale', sql: addStoreSale },
  { name: 'note_first_buy', sql: noteFirstBuy },
  { name: 'refresh_first_buy', sql: refreshFirstBuy },
  { name: 'roll_up_order', sql: rollUpOrder },
  { name: 'roll_up_order_line', sql: rollUpOrderLine },
  { name: 'roll_up_store_transaction', sql: rollUpStoreTransaction },
  { name: 'compact_sales_rollups', sql: compactSalesRollups }
]
