#!/usr/bin/env node
import '../dist/walletkit.js'
