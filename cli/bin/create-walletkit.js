#!/usr/bin/env node
import '../dist/createWalletkit.js'
